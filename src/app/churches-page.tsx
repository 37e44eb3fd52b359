import { ChurchesView } from '../features/churches/churches-view';
import { GroupContact } from './contact-slots';

export { head, preload } from '../features/churches/churches-view';

/** The church-group page, with the app's contact section and the group enquiry. */
export default function ChurchesPage() {
  return <ChurchesView Contact={GroupContact} />;
}
