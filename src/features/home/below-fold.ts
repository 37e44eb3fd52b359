import { deferredComponent } from '../../shared/deferred-component';

// Below the hero, each section's code comes after start-up (one chunk): its prerendered HTML shows and its links
// work meanwhile, and it hydrates when the code arrives.
const belowFold = () => import('./sections/below-fold');
export const Destinations = deferredComponent(() => belowFold().then((sections) => sections.Destinations));
export const Why = deferredComponent(() => belowFold().then((sections) => sections.Why));
export const Testimonies = deferredComponent(() => belowFold().then((sections) => sections.Testimonies));
export const Hosts = deferredComponent(() => belowFold().then((sections) => sections.Hosts));
export const About = deferredComponent(() => belowFold().then((sections) => sections.About));
export const Services = deferredComponent(() => belowFold().then((sections) => sections.Services));

/** The sections' code, before a page reached by a link draws them. */
export async function loadBelowFold() {
  await Promise.all([Destinations, Why, Testimonies, Hosts, About, Services].map((section) => section.load()));
}
