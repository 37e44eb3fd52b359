import { SITE } from './site';
import { TOURS } from './tours';

/**
 * The travellers' rating across the site: the average of the tours' own ratings (each from its travellers' feedback
 * forms), to one decimal, so the home page can never claim more than the tours do.
 */
export const SITE_RATING: number =
  Math.round((TOURS.reduce((sum, tour) => sum + tour.rating, 0) / Math.max(TOURS.length, 1)) * 10) / 10;

/** The day the ratings were counted up to, as a time for the messages' `{asOf, date, …}` (midday: the same day everywhere). */
export const RATINGS_AS_OF: number = Date.parse(`${SITE.ratings.asOf}T12:00:00Z`);

/** How many travellers the agency has taken, for "3,000+ travellers". */
export const TRAVELLERS = SITE.ratings.travellers;

/** How many feedback forms the ratings come from. */
export const FEEDBACK_FORMS = SITE.ratings.forms;

/** Where readers can see the forms' tally, once the agency has confirmed a real address (till then, no link). */
export const RATINGS_SOURCE: string | undefined = SITE.ratings.source;
