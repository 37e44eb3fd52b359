export { default } from '../../features/blog/blog-page';
