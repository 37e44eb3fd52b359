import { tourPageModule } from './tour-page-module';

const page = tourPageModule('sinai-adventure');
export default page.default;
export const preload = page.preload;
export const head = page.head;
