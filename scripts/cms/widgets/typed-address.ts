/** An editor form's address: a new entry (`#/collections/blog/new`, a copy's `…/new?duplicate=true`) or a saved one. */
const FORM = /^#\/collections\/[^/?]+\/(new|entries\/)/;
const kindOf = (hash: string) => FORM.exec(hash)?.[1];

/**
 * An editor address typed while a form is open, leading to another form of the same kind (a new post typed after
 * a copied tour), opens that form afresh: Decap keeps the open form's words there (a copy's, into a new post),
 * since it reuses the form without reloading it. Decap's own moves go from one kind to the other (a saved copy
 * becomes its entry), so they are left alone.
 */
export function openTypedFormsAfresh() {
  let current = location.hash;
  window.addEventListener('hashchange', () => {
    const [before, target] = [current, location.hash];
    current = target;
    const kind = kindOf(before);
    if (!kind || kind !== kindOf(target) || before === target) return;
    // After Decap's "leave without saving?" question: cancelled, it puts the address back, and nothing reloads.
    setTimeout(() => {
      if (location.hash === target) location.reload();
    }, 0);
  });
}
