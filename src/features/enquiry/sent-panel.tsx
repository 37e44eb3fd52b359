import { useEffect, useRef } from 'react';
import { SITE, telLink, whatsappLink } from '../../content/site';
import type { MessageId } from '../../shared/i18n/messages';
import { useT } from '../../shared/i18n/use-t';
import { Phrased } from '../../shared/ui/phrased';
import type { SavedReason } from './outbox-client';

/** What the visitor sent became: delivered now, or kept on this device until it can be sent. */
export type SentOutcome = { kind: 'sent' } | { kind: 'saved'; ref: string; why: SavedReason };

/** What a kept enquiry's visitor is told, one plain message per reason. */
export const SAVED_TEXT: Record<SavedReason, MessageId> = {
  offline: 'enquiry.toast.savedOfflineText',
  busy: 'enquiry.toast.savedBusyText',
  held: 'enquiry.toast.savedHeldText',
  unanswered: 'enquiry.toast.savedText',
};

/**
 * Takes the form's place once an enquiry is sent or kept, and stays (a toast alone vanishes, and visitors who
 * looked away sent again). Focus moves to its heading, so screen readers announce it.
 */
export function SentPanel({ outcome, onAnother }: { outcome: SentOutcome; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const saved = outcome.kind === 'saved';
  const text = saved ? t(SAVED_TEXT[outcome.why], { ref: outcome.ref }) : t('enquiry.toast.successText', SITE.reply);
  return (
    <div className="grid gap-4" data-enquiry-sent={outcome.kind}>
      <h4 ref={heading} tabIndex={-1} className="heading-3 focusable">
        <Phrased text={t(saved ? 'enquiry.toast.savedTitle' : 'enquiry.toast.successTitle')} />
      </h4>
      <p className="text-ink-800">{text}</p>
      <p className="text-ink-600">{t('enquiry.sent.who')}</p>
      <p className="font-medium text-ink-800">{t('enquiry.sent.sooner')}</p>
      <div className="flex flex-wrap gap-3">
        <a href={whatsappLink()} className="btn-primary" target="_blank" rel="noopener" data-whatsapp>
          {t('qr.openWhatsapp')}
        </a>
        <a href={telLink(SITE.phone)} className="btn-secondary" data-phone>
          {t('qr.call')} {SITE.phone}
        </a>
      </div>
      <button type="button" className="btn-secondary justify-self-start" onClick={onAnother} data-enquiry-another>
        {t('enquiry.sent.another')}
      </button>
    </div>
  );
}
