import { formatDateTime } from '../../config/formats';
import { LANGUAGES, type Lang } from '../../config/languages';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { useOnline } from '../../shared/use-online';
import { PHONE_RULE_VALUES } from './core/fields';
import { personName } from './core/person-name';
import type { OutboxEntry } from './core/schema';
import { useOutboxEntries } from './use-outbox';

/** Reference, name and destination, whichever are there (a damaged entry may have lost some). */
const title = ({ ref, fields }: OutboxEntry, lang: Lang) =>
  [ref, personName(fields, LANGUAGES[lang].familyNameFirst === true), fields.destination].filter(Boolean).join(' · ');

/** What is still waiting on this device, with send-now (or retry) and discard. Hidden when empty. */
export function OutboxList() {
  const t = useT();
  const { lang } = useLanguage();
  const { entries, sendNow, discard } = useOutboxEntries();
  const online = useOnline();
  if (entries.length === 0) return null;

  const status = ({ status, failure }: OutboxEntry) => {
    if (failure?.kind === 'invalid')
      return t('outbox.status.invalid', { reason: t(failure.reason, PHONE_RULE_VALUES) });
    if (status === 'failed') return t('outbox.status.failed', { reason: failure?.message ?? '' });
    if (status === 'sending') return t('outbox.status.sending');
    // Online, an entry still waits only because the form service did not answer: it goes by itself.
    return t(online ? 'outbox.status.retrying' : 'outbox.status.queued');
  };
  // Our own rules would refuse it again: only discarding helps.
  const canRetry = (entry: OutboxEntry) => entry.failure?.kind !== 'invalid';

  return (
    <section aria-labelledby="outbox-heading" className="mt-8 border-t border-sand-200 pt-6" data-outbox>
      <h4 id="outbox-heading" className="font-semibold text-ink-900">
        {t('outbox.heading')}
      </h4>
      <ul className="mt-3 grid gap-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg bg-sand-100 p-3" data-outbox-entry={entry.status}>
            <p className="font-medium text-ink-900">{title(entry, lang)}</p>
            <p className="text-sm text-ink-600">
              {t('outbox.savedAt', {
                date: formatDateTime(entry.createdAt, lang),
              })}
              {' · '}
              <span className={entry.status === 'failed' ? 'text-danger' : undefined}>{status(entry)}</span>
            </p>
            <div className="mt-2 flex gap-2">
              {canRetry(entry) && (
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
              )}
              <button
                type="button"
                className="btn-quiet btn-sm text-sm"
                aria-label={t('outbox.discardLabel', { ref: entry.ref || title(entry, lang) })}
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
