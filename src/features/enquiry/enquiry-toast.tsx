import toast from 'react-hot-toast/headless';

export type ToastKind = 'success' | 'error' | 'info';

const DURATION_MS = 5000;
const LONG_DURATION_MS = 10_000;

/** One toast at a time for the enquiry's outcome: a new outcome replaces the last, never stacks beside it. */
const OUTCOME_TOAST_ID = 'enquiry-outcome';

/** A toast with a bold title and a sentence; errors and saved notices stay longer. */
export function showEnquiryToast(kind: ToastKind, title: string, text: string) {
  const body = (
    <span className="block">
      <strong className="block">{title}</strong>
      <span className="block text-sm">{text}</span>
    </span>
  );
  const options = { id: OUTCOME_TOAST_ID, duration: kind === 'success' ? DURATION_MS : LONG_DURATION_MS };
  if (kind === 'success') return toast.success(body, options);
  if (kind === 'error') return toast.error(body, options);
  return toast(body, options);
}
