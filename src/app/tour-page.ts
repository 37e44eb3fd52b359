import { tourPageModule } from '../features/tours/tour-page-module';
import { TourContact } from './contact-slots';

/** Every tour's page (the tour is the route's `id`), with the app's contact section. */
const page = tourPageModule(TourContact);
export default page.default;
export const preload = page.preload;
export const head = page.head;
