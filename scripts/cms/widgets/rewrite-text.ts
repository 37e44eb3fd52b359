/** Rewrites Decap's own words on screen as they appear and change: `rewrite` returns new text, or undefined to leave it. */
export function rewriteTexts(rewrite: (text: string, parent: Element) => string | undefined) {
  const visit = (node: Node) => {
    const parent = node.parentElement;
    if (!parent || parent.closest('[contenteditable]')) return; // never a field's own words
    const next = rewrite(node.textContent ?? '', parent);
    if (next !== undefined && next !== node.textContent) node.textContent = next;
  };
  const within = (root: Node) => {
    if (root.nodeType === Node.TEXT_NODE) return visit(root);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) visit(node);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') visit(change.target);
      for (const added of change.addedNodes) within(added);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
