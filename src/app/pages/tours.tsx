export { default } from '../../features/tours/tours-page';
