import { tourPageModule } from './tour-page-module';

const page = tourPageModule('turkey-tour');
export default page.default;
export const preload = page.preload;
export const head = page.head;
