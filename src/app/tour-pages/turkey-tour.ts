import { tourPageModule } from '../../features/tours/tour-page-module';
import { TourContact } from '../contact-slots';

const page = tourPageModule('turkey-tour', TourContact);
export default page.default;
export const preload = page.preload;
export const head = page.head;
