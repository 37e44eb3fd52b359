export { default } from '../../features/privacy/privacy-page';
