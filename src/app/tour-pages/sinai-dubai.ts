import { tourPageModule } from '../../features/tours/tour-page-module';
import { TourContact } from '../tour-contact';

const page = tourPageModule('sinai-dubai', TourContact);
export default page.default;
export const preload = page.preload;
export const head = page.head;
