export { default } from '../../features/terms/terms-page';
