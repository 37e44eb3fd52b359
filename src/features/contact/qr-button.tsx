import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { QrDialogProps } from './qr-dialog';
import { QrDialogUnavailable } from './qr-dialog-unavailable';

// The dialog and its QR picture download when first opened, not with the page.
const QrDialog = lazy<ComponentType<QrDialogProps>>(() =>
  import('./qr-dialog').then(
    ({ QrDialog }) => ({ default: QrDialog }),
    (error: unknown) => {
      console.error('The QR dialog could not be loaded', error);
      return { default: QrDialogUnavailable };
    },
  ),
);

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
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button however the dialog was closed (button, Escape or backdrop).
  useEffect(() => {
    if (opened && !open) button.current?.focus();
  }, [open, opened]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <QrDialog open={open} onClose={() => setOpen(false)} title={title} prompt={prompt} />
        </Suspense>
      )}
    </>
  );
}
