export { default } from '../../features/enquiry/thanks-page';
