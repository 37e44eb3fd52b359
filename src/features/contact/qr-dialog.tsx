import qrCode from 'virtual:whatsapp-qr';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { whatsappLink } from '../../content/site';
import { useT } from '../i18n/use-t';

export interface QrDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  prompt: string;
}

/** Tab from the last control wraps to the first (and back): the browser would otherwise move on to its own UI. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button');
  const first = controls[0];
  const last = controls[controls.length - 1];
  const target = event.shiftKey ? last : first;
  if (document.activeElement !== (event.shiftKey ? first : last) || !target) return;
  event.preventDefault();
  target.focus();
}

/**
 * WhatsApp QR to scan, with a tap-to-chat link for phones (where scanning is awkward). A native modal
 * `<dialog>`: the browser makes the page behind inert, moves focus in and closes it on Escape.
 */
export function QrDialog({ open, onClose, title, prompt }: QrDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="dialog-panel text-center"
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => event.target === event.currentTarget && onClose()} // a click on the backdrop
    >
      <h2 id={titleId} className="heading-3">
        {title}
      </h2>
      <p className="mt-2 text-ink-600">{prompt}</p>
      <img src={qrCode} alt={t('qr.alt')} width={240} height={240} className="mx-auto mt-4 rounded-lg bg-white p-2" />
      <a href={whatsappLink()} className="btn-primary mt-4 w-full" target="_blank" rel="noopener noreferrer">
        {t('qr.tapToChat')}
      </a>
      <button type="button" className="btn-secondary mt-3 w-full" onClick={onClose}>
        {t('qr.close')}
      </button>
    </dialog>
  );
}
