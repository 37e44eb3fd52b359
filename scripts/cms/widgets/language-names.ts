/** The editor's languages by the names the office knows them by (Decap shows their codes: "Language: EN", "hk"). */
const NAMES: Record<string, string> = { en: 'English', hk: '繁體中文', cn: '简体中文' };

const CODE = /^(Language: )?(en|hk|cn)$/i;

/** Language menus only: Decap's language button and its menu's items, never a field's words. */
const IN_MENU = '[role="button"], [role="menuitem"], button';

function rename(node: Node) {
  const match = CODE.exec(node.textContent ?? '');
  const parent = node.parentElement;
  if (!match || !parent?.closest(IN_MENU) || parent.closest('[contenteditable]')) return;
  node.textContent = `${match[1] ?? ''}${NAMES[(match[2] ?? '').toLowerCase()]}`;
}

function renameWithin(root: Node) {
  if (root.nodeType === Node.TEXT_NODE) return rename(root);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) rename(node);
}

export function showLanguageNames() {
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') rename(change.target);
      for (const added of change.addedNodes) renameWithin(added);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
