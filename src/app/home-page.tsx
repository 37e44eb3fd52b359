import type { Lang } from '../config/languages';
import { HomeView, preload as preloadHome } from '../features/home/home-view';
import { deferredComponent } from '../shared/deferred-component';
import { isStartingUp } from '../shared/hydration';

export { head } from '../features/home/home-view';

// The contact section and its enquiry form sit at the foot of the page: their code loads once the page has
// hydrated (the prerendered form works as HTML meanwhile), so a home visit starts with less script.
const contact = deferredComponent(() => import('./contact-slots').then((slots) => slots.HomeContact));

/** The home page: the home feature's sections around the app's contact section and enquiry form. */
export default function HomePage() {
  return <HomeView Contact={contact.Deferred} />;
}

export async function preload(lang: Lang) {
  await Promise.all([preloadHome(lang), isStartingUp() ? undefined : contact.load()]);
}
