import { useState } from 'react';
import { QrDialog } from './qr-dialog';

/** A button that opens the WhatsApp QR dialog. */
export function QrButton({
  label,
  title,
  prompt,
  className,
}: {
  label: string;
  title: string;
  prompt: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <QrDialog open={open} onClose={() => setOpen(false)} title={title} prompt={prompt} />
    </>
  );
}
