import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { Phrased } from './phrased';

interface Props {
  /** The dialog's element id, unique on the page. */
  id: string;
  /** The opening button's text and classes. */
  label: string;
  buttonClassName: string;
  title: string;
  panelClassName?: string;
  children: ReactNode;
}

// Browsers without invoker commands or `closedby` get the same behaviour from script once the page runs it.
const hasCommands = () => 'command' in HTMLButtonElement.prototype;
const hasClosedBy = () => 'closedBy' in HTMLDialogElement.prototype;

/** Tab from the last control wraps to the first (and back): the browser would otherwise move on to its own UI. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex="0"]'),
  ].filter((control) => control.offsetParent !== null);
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
 * A button and its modal `<dialog>` with a title and a close button, both in the prerendered HTML: the buttons
 * work through invoker commands, so before any script runs; Escape and a press on the backdrop close it.
 */
export function ModalDialog({ id, label, buttonClassName, title, panelClassName = 'dialog-panel', children }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
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
        className={panelClassName}
        onKeyDown={keepTabInside}
        onClick={closeOnBackdrop}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="heading-3">
            <Phrased text={title} />
          </h2>
          <button
            type="button"
            className="dialog-close"
            commandfor={id}
            command="close"
            onClick={() => !hasCommands() && dialog.current?.close()}
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('dialog.close')}</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
