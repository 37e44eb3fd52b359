import { HomeView } from '../features/home/home-view';
import { HomeContact } from './contact-slots';

export { head, preload } from '../features/home/home-view';

/** The home page: the home feature's sections around the app's contact section and enquiry form. */
export default function HomePage() {
  return <HomeView Contact={HomeContact} />;
}
