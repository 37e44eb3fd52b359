import { getRouteApi } from '@tanstack/react-router';

const tourRoute = getRouteApi('/$lang/tours/$tour');

/** What the tour page's route loaded (src/features/tours/tour-page-data.ts): read by any part of the page. */
export const useTourPage = () => tourRoute.useLoaderData();
