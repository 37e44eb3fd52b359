import { TourPage } from '../../features/tours/components/tour-page';
import { useTourPage } from '../../features/tours/use-tour-page';
import { TourContact } from '../contact-slots';
import { checkPosterPhone } from '../poster-phone';

/** Every tour's page, with the app's contact section and the enquiry form's phone rules for the poster. */
export default function TourRoutePage() {
  const { id } = useTourPage();
  return <TourPage id={id} Contact={TourContact} checkPhone={checkPosterPhone} />;
}
