import { NOT_SAVED } from './editor-words.ts';

const PUBLISH = new Set(['Publish', 'Publish now']);
/** Decap's list of a field's problems (its styled component keeps the name in its class). */
const PROBLEMS = '[class*="ControlErrorsList"]';
/** Decap's notices (react-toastify). */
const TOAST = '.Toastify__toast-body, [role="alert"]';

/** The refused save's toast says what the first field's own message says, not only that a field needs changing. */
function toastSays(message: string) {
  const toast = [...document.querySelectorAll(TOAST)].find((each) => each.textContent?.trim() === NOT_SAVED);
  const words = toast && document.createTreeWalker(toast, NodeFilter.SHOW_TEXT).nextNode();
  if (words) words.textContent = `Not saved yet. ${message}`;
}

/**
 * After a save the form refused, the first field that needs changing is brought on screen: its red message may be
 * far above the button, and nothing else on screen says why nothing happened. The toast quotes that message.
 */
export function showFirstProblemAfterPublish() {
  document.addEventListener(
    'click',
    (event) => {
      const label = (event.target as Element | null)?.closest('button, [role="menuitem"]')?.textContent?.trim();
      if (!label || !PUBLISH.has(label)) return;
      setTimeout(() => {
        const first = [...document.querySelectorAll(PROBLEMS)].find((list) => list.childElementCount > 0);
        first?.closest('[class*="ControlContainer"]')?.scrollIntoView({ block: 'center' }) ??
          first?.scrollIntoView({ block: 'center' });
        const message = first?.firstElementChild?.textContent?.trim();
        if (message) toastSays(message);
      }, 300);
    },
    true,
  );
}
