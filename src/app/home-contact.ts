import { deferredComponent } from '../shared/deferred-component';

// The contact section and its enquiry form sit at the foot of the home page: their code loads once the page has
// hydrated (the prerendered form works as HTML meanwhile), so a home visit starts with less script. A visit by a
// link loads it with the page (the home route's loader).
export const homeContact = deferredComponent(() => import('./contact-slots').then((slots) => slots.HomeContact));
