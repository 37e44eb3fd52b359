/** Decap's list item bar: its last button (×) removes the item, its first (the arrow) shows or hides it. */
const ITEM_BUTTON = 'button[class*="TopBarButton"]';
const ITEM_LINE = '[class*="NestedObjectLabel"]';

const isRemoveButton = (button: Element) => button.matches(ITEM_BUTTON) && !button.nextElementSibling;

/** The list's word for one item ("departure"), read from its "Add departure" button outside the item. */
function itemNoun(item: Element): string {
  for (let list = item.parentElement; list; list = list.parentElement) {
    const add = [...list.querySelectorAll('button')].find(
      (button) => !item.contains(button) && /^Add \S/.test(button.textContent?.trim() ?? ''),
    );
    if (add) return (add.textContent ?? '').trim().slice('Add '.length).toLowerCase();
  }
  return 'item';
}

/** "Remove this departure (8 Mar 2027 · Open · US$2,990)?" with what removing it does. */
function question(item: Element): string {
  const line = item.querySelector(ITEM_LINE)?.textContent?.trim();
  const noun = itemNoun(item);
  const which = line && line !== 'Not filled in yet' ? ` (${line})` : '';
  return `Remove this ${noun}${which}?\n\nIt goes from the site when you Publish. Cancel keeps it.`;
}

function labelButtons(root: ParentNode) {
  for (const button of root.querySelectorAll(`${ITEM_BUTTON}:not([aria-label])`)) {
    const item = button.parentElement?.parentElement;
    if (!item) continue;
    const noun = itemNoun(item);
    button.setAttribute('aria-label', isRemoveButton(button) ? `Remove this ${noun}` : `Show or hide this ${noun}`);
  }
}

/**
 * × on a list item (a departure, a day, a question) removed it at once, without a word. It now asks first, naming
 * the item; its buttons get names a screen reader can say (Decap's have only an icon).
 */
export function confirmBeforeRemoving() {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.(ITEM_BUTTON);
      const item = button?.parentElement?.parentElement;
      if (!button || !item || !isRemoveButton(button)) return;
      if (window.confirm(question(item))) return;
      event.stopPropagation();
      event.preventDefault();
    },
    true,
  );
  new MutationObserver(() => labelButtons(document)).observe(document.body, { childList: true, subtree: true });
}
