import { useIntl } from 'react-intl';
import { useT } from '../i18n/use-t';
import type { OutboxEntry } from './core/outbox-entry';
import { useOutboxEntries } from './use-outbox-entries';

/** What is still waiting on this device, with send-now (or retry) and discard. Hidden when empty. */
export function OutboxList() {
  const t = useT();
  const intl = useIntl();
  const { entries, sendNow, discard } = useOutboxEntries();
  if (entries.length === 0) return null;

  const status = (entry: OutboxEntry) =>
    entry.status === 'failed'
      ? t('outbox.status.failed', { reason: entry.lastError ?? '' })
      : t(entry.status === 'sending' ? 'outbox.status.sending' : 'outbox.status.queued');

  return (
    <section aria-labelledby="outbox-heading" className="mt-8 border-t border-sand-200 pt-6" data-outbox>
      <h4 id="outbox-heading" className="font-semibold text-ink-900">
        {t('outbox.heading')}
      </h4>
      <ul className="mt-3 grid gap-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg bg-sand-100 p-3" data-outbox-entry={entry.status}>
            <p className="font-medium text-ink-900">
              {entry.ref} · {entry.fields.firstName} {entry.fields.lastName}
              {entry.fields.destination && ` · ${entry.fields.destination}`}
            </p>
            <p className="text-sm text-ink-600">
              {t('outbox.savedAt', {
                date: intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
              {' · '}
              <span className={entry.status === 'failed' ? 'text-danger' : undefined}>{status(entry)}</span>
            </p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className="btn-secondary btn-sm text-sm"
                aria-label={t(entry.status === 'failed' ? 'outbox.retryLabel' : 'outbox.sendNowLabel', {
                  ref: entry.ref,
                })}
                onClick={() => void sendNow(entry.id)}
              >
                {t(entry.status === 'failed' ? 'outbox.retry' : 'outbox.sendNow')}
              </button>
              <button
                type="button"
                className="btn-quiet btn-sm text-sm"
                aria-label={t('outbox.discardLabel', { ref: entry.ref })}
                onClick={() => void discard(entry.id)}
              >
                {t('outbox.discard')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
