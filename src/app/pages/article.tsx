export { BlogView as default } from '../../features/blog/blog-view';
