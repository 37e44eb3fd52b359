import qrCode from 'virtual:whatsapp-qr';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { whatsappLink } from '../../content/site';
import { useT } from '../i18n/use-t';

export interface QrDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  prompt: string;
}

/** WhatsApp QR to scan, with a tap-to-chat link for phones (where scanning is awkward). */
export function QrDialog({ open, onClose, title, prompt }: QrDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-70">
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="dialog-panel text-center">
          <DialogTitle className="heading-3">{title}</DialogTitle>
          <p className="mt-2 text-ink-600">{prompt}</p>
          <img
            src={qrCode}
            alt={t('qr.alt')}
            width={240}
            height={240}
            className="mx-auto mt-4 rounded-lg bg-white p-2"
          />
          <a href={whatsappLink()} className="btn-primary mt-4 w-full" target="_blank" rel="noopener noreferrer">
            {t('qr.tapToChat')}
          </a>
          <button type="button" className="btn-secondary mt-3 w-full" onClick={onClose}>
            {t('qr.close')}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
