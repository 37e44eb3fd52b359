// The home sections below the hero, fetched as one chunk apart from the page's start-up (see home-view.tsx).
export { Hosts } from '../../../shared/ui/hosts';
export { Testimonies } from '../../../shared/ui/testimonies';
export { Destinations } from './destinations';
export { About, Services } from './story';
export { Why } from './why';
