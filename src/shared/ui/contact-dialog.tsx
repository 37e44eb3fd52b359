import qrCode from 'virtual:whatsapp-qr';
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { SITE, whatsappLink } from '../../content/site';
import { useT } from '../i18n/use-t';

interface Props {
  /** The dialog's element id, unique on the page. */
  id: string;
  label: string;
  title: string;
  /** What the dialog offers, above its actions. */
  lead: string;
  /** The spec's prompt to scan the QR code, under it. */
  scanPrompt: string;
  /** The WhatsApp message typed in for the visitor. */
  message: string;
  className: string;
}

// Browsers without invoker commands or `closedby` get the same behaviour from script once the page runs it.
const hasCommands = () => 'command' in HTMLButtonElement.prototype;
const hasClosedBy = () => 'closedBy' in HTMLDialogElement.prototype;

/** Tab from the last control wraps to the first (and back): the browser would otherwise move on to its own UI. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
    (control) => control.offsetParent !== null,
  );
  const first = controls[0];
  const last = controls.at(-1);
  const target = event.shiftKey ? last : first;
  if (document.activeElement !== (event.shiftKey ? first : last) || !target) return;
  event.preventDefault();
  target.focus();
}

/** A press on the backdrop, for browsers without `closedby="any"`. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (hasClosedBy() || event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/**
 * A button and its modal `<dialog>`, both in the prerendered HTML: the button opens it through invoker commands,
 * so it works before any script runs. It leads with a tap to WhatsApp (the QR code cannot be scanned by the phone
 * showing it), then Call and E-mail; the QR code shows on wider screens and is a tap away on phones.
 */
export function ContactDialog({ id, label, title, lead, scanPrompt, message, className }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const qr = <img src={qrCode} alt={t('qr.alt')} width={200} height={200} loading="lazy" className="qr-code" />;
  return (
    <>
      <button
        type="button"
        className={className}
        commandfor={id}
        command="show-modal"
        onClick={() => !hasCommands() && dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        closedby="any"
        className="dialog-panel"
        onKeyDown={keepTabInside}
        onClick={closeOnBackdrop}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="heading-3">
            {title}
          </h2>
          <button
            type="button"
            className="dialog-close"
            commandfor={id}
            command="close"
            onClick={() => !hasCommands() && dialog.current?.close()}
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('qr.close')}</span>
          </button>
        </div>
        <p className="mt-2 text-ink-600">{lead}</p>
        <a
          href={whatsappLink(message)}
          className="btn-primary mt-5 w-full"
          target="_blank"
          rel="noopener"
          data-whatsapp
        >
          {t('qr.openWhatsapp')}
        </a>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <a href={`tel:${SITE.phone.replace(/\s/g, '')}`} className="btn-secondary">
            {t('qr.call')}
          </a>
          <a href={`mailto:${SITE.email}`} className="btn-secondary">
            {t('qr.email')}
          </a>
        </div>
        <figure className="mt-6 hidden text-center md:block">
          {qr}
          <figcaption className="mt-2 text-sm text-ink-600">{scanPrompt}</figcaption>
        </figure>
        <details className="mt-5 md:hidden">
          <summary className="text-link cursor-pointer text-sm">{t('qr.showCode')}</summary>
          <div className="mt-3 text-center">
            {qr}
            <p className="mt-2 text-sm text-ink-600">{scanPrompt}</p>
          </div>
        </details>
      </dialog>
    </>
  );
}
