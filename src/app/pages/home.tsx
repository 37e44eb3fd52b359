import { HomeView } from '../../features/home/home-view';
import { homeContact } from '../home-contact';

/** The home page: the home feature's sections around the app's contact section and enquiry form. */
export default function HomePage() {
  return <HomeView Contact={homeContact.Deferred} />;
}
