import { ChurchesView } from '../../features/churches/churches-view';
import { GroupContact } from '../contact-slots';

/** The church-group page, with the app's contact section and the group enquiry. */
export default function ChurchesPage() {
  return <ChurchesView Contact={GroupContact} />;
}
