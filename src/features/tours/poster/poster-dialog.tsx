import './poster.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MessageId } from '../../../shared/i18n/messages';
import { useT } from '../../../shared/i18n/use-t';
import { Phrased } from '../../../shared/ui/phrased';
import type { PhoneCheck } from './phone-check';
import { PosterSheet } from './poster-sheet';
import { type PosterDetails, usePosterDetails } from './use-poster-details';

interface Props {
  id: string;
  /** Grows each time the visitor asks for the poster: the dialog opens again. */
  request: number;
  checkPhone: PhoneCheck;
}

type Field = { field: keyof PosterDetails; label: MessageId; type: string; autoComplete: string };

const FIELDS: Field[] = [
  { field: 'name', label: 'poster.name', type: 'text', autoComplete: 'name' },
  { field: 'church', label: 'poster.church', type: 'text', autoComplete: 'organization' },
  { field: 'phone', label: 'poster.phone', type: 'tel', autoComplete: 'tel' },
  { field: 'meeting', label: 'poster.meeting', type: 'date', autoComplete: 'off' },
];

/**
 * The poster in a modal dialog, with what the leader may add to it; printing while it is open prints the poster
 * alone (poster.css). A child of the body, so the print can leave out everything else.
 */
export default function PosterDialog({ id, request, checkPhone }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const fieldId = useId();
  const { details, change, saved } = usePosterDetails();
  // The number is judged once the leader leaves the field, and printed only once it passes.
  const [phoneLeft, setPhoneLeft] = useState(false);
  const phone = details.phone.trim() ? checkPhone(details.phone) : { phone: '' };
  const phoneError = phoneLeft && 'error' in phone ? phone : undefined;
  const printed = { ...details, phone: 'phone' in phone ? phone.phone : '' };
  useEffect(() => {
    if (request > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);
  return createPortal(
    <dialog ref={dialog} className="poster-dialog" aria-labelledby="poster-dialog-title" closedby="any">
      <div className="poster-controls">
        <div className="flex items-start justify-between gap-4">
          <h2 id="poster-dialog-title" className="heading-3">
            <Phrased text={t('poster.title')} />
          </h2>
          <button type="button" className="dialog-close" onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('dialog.close')}</span>
          </button>
        </div>
        <p className="mt-2 text-sm text-ink-600">{t('poster.detailsIntro')}</p>
        {FIELDS.map(({ field, label, type, autoComplete }) => {
          const error = field === 'phone' ? phoneError : undefined;
          return (
            <div key={field} className="mt-4">
              <label className="field-label" htmlFor={`${fieldId}-${field}`}>
                {t(label)}
              </label>
              <input
                id={`${fieldId}-${field}`}
                className="field"
                type={type}
                autoComplete={autoComplete}
                value={details[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-${field}-error` : undefined}
                onChange={(event) => change(field, event.target.value)}
                onBlur={field === 'phone' ? () => setPhoneLeft(true) : undefined}
              />
              {error && (
                <p id={`${fieldId}-${field}-error`} className="field-error">
                  {t(error.error, error.values)}
                </p>
              )}
            </div>
          );
        })}
        <p className="mt-2 min-h-6 text-sm text-ink-600" aria-live="polite">
          {saved ? t('poster.saved') : ''}
        </p>
        <button type="button" className="btn-primary mt-4 w-full" onClick={() => window.print()}>
          {t('poster.print')}
        </button>
      </div>
      <div className="poster-frame">
        <PosterSheet id={id} details={printed} />
      </div>
    </dialog>,
    document.body,
  );
}
