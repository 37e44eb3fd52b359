import { TourPage } from '../../features/tours/components/tour-page';
import { useTourPage } from '../../features/tours/use-tour-page';
import { TourContact } from '../contact-slots';

/** Every tour's page, with the app's contact section. */
export default function TourRoutePage() {
  const { id } = useTourPage();
  return <TourPage id={id} Contact={TourContact} />;
}
