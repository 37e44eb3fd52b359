/** An editor form's address: a new entry (`#/collections/blog/new`, a copy's `…/new?duplicate=true`) or a saved one. */
const FORM = /^#\/collections\/[^/?]+\/(new|entries\/)/;
const kindOf = (hash: string) => FORM.exec(hash)?.[1];

/** Long enough for Decap's "leave this page?" answer to have put the address back, if it was "Cancel". */
const SETTLE_MS = 300;

/**
 * An editor address typed while a form is open, leading to another form of the same kind (a new post typed after
 * a copied tour), opens that form afresh: Decap keeps the open form's words there (a copy's, into a new post),
 * since it reuses the form without reloading it. Decap's own moves go from one kind to the other (a saved copy
 * becomes its entry), so they are left alone.
 */
export function openTypedFormsAfresh() {
  let current = location.hash;
  let pending: { from: string; timer: number } | undefined;
  let reloading = false;
  // Leaving the open form was already agreed to (Decap asks first): the browser's "leave site?" is not asked again.
  window.addEventListener('beforeunload', (event) => {
    if (reloading) event.stopImmediatePropagation();
  });
  window.addEventListener('hashchange', () => {
    const [before, target] = [current, location.hash];
    current = target;
    if (pending) {
      clearTimeout(pending.timer);
      const putBack = pending.from === target; // "Cancel" to Decap's question: the form stays as it is
      pending = undefined;
      if (putBack) return;
    }
    const kind = kindOf(before);
    if (!kind || kind !== kindOf(target) || before === target) return;
    // Twice: a timer due while Decap's question was open fires as soon as it is answered, before the address is put back.
    const timer = window.setTimeout(() => {
      if (pending) pending.timer = window.setTimeout(reload, SETTLE_MS);
    }, SETTLE_MS);
    pending = { from: before, timer };
  });
  function reload() {
    pending = undefined;
    reloading = true;
    location.reload();
  }
}
