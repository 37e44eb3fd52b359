import type { Departure } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';

/**
 * Each status by colour and by shape, so it reads without colour vision (the words stay its accessible name).
 * Class names written out whole: the design system only generates the ones it finds in the source.
 */
const LOOKS: Record<Departure['status'], { badge: string; glyph: string; icon: string }> = {
  guaranteed: { badge: 'status-guaranteed', glyph: '✓', icon: 'bg-success text-surface' },
  'few-left': { badge: 'status-few-left', glyph: '!', icon: 'bg-gold-500 text-night-900' },
  open: { badge: 'status-open', glyph: '○', icon: 'text-brand-700' },
  full: { badge: 'status-full', glyph: '✕', icon: 'text-ink-500' },
};

export function DepartureStatus({ status }: { status: Departure['status'] }) {
  const t = useT();
  const look = LOOKS[status];
  return (
    <span className={look.badge} data-status={status}>
      <span aria-hidden="true" className={`status-icon ${look.icon}`}>
        {look.glyph}
      </span>
      {t(`tour.status.${status}`)}
    </span>
  );
}
