import { useT } from '../../../shared/i18n/use-t';

/**
 * After the departures, the tools a long page keeps at its end, reachable from there: My departure for the booked
 * traveller, the poster for the church leader (each a jump to its section), and the printout.
 */
export function TourTools() {
  const t = useT();
  return (
    <nav aria-label={t('tour.tools')} className="no-print page-wide flex flex-wrap gap-x-6" data-tour-tools>
      <a href="#my-departure-heading" className="text-link inline-flex min-h-11 items-center">
        {t('tour.toolsMyDeparture')}
      </a>
      <a href="#poster-offer-title" className="text-link inline-flex min-h-11 items-center">
        {t('tour.toolsPoster')}
      </a>
      <button type="button" className="text-link inline-flex min-h-11 items-center" onClick={() => window.print()}>
        {t('tour.print')}
      </button>
    </nav>
  );
}
