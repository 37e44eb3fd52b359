import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { useT } from '../i18n/use-t';

/** Stands in for the QR dialog when its code could not be downloaded: says so, and closes. */
export function QrDialogUnavailable({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  useEffect(() => {
    if (!open) return;
    toast.error(t('qr.unavailable'));
    onClose();
  }, [open, onClose, t]);
  return null;
}
