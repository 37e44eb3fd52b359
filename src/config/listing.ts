/**
 * The tours listing shows its search box and category tabs only from this many tours: with fewer, every card is
 * in sight at once and the controls only ask the reader to do work.
 */
export const TOUR_FILTERS_FROM = 7;
