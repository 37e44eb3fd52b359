const PUBLISH = new Set(['Publish', 'Publish now']);
/** Decap's list of a field's problems (its styled component keeps the name in its class). */
const PROBLEMS = '[class*="ControlErrorsList"]';

/**
 * After a save the form refused, the first field that needs changing is brought on screen: its red message may be
 * far above the button, and nothing else on screen says why nothing happened.
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
      }, 300);
    },
    true,
  );
}
