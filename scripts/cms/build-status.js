// The editor's status box under `npm run cms`: at any moment, for the entry open, whether its saved change is being
// put on the preview (and how long the last update took, measured), is on it (a link), or is NOT on it and why.
// Reads /admin/status.json from the preview server (scripts/cms/preview-server.mjs); on a real host there is none,
// and the box never shows. Plain script: the page loads it as Decap's own, with no build step.
(() => {
  const POLL_MS = 2000;
  // Decap's own "Is the preview ready?" asks a host that `npm run cms` does not have: this box answers instead.
  const DECAP_PREVIEW_CHECK = 'Is the preview ready?';
  // Decap's notice after a save, which says nothing of the preview.
  const DECAP_SAVED = 'Entry saved';
  const SAVED =
    'Entry saved on this computer. It is not on the preview yet: the box at the bottom right says when it is.';

  const style = document.createElement('style');
  style.textContent = `
.build-status { position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; max-width: min(30rem, calc(100vw - 32px));
  font: 16px/1.45 system-ui, sans-serif; color: #1b1b1b; }
.build-status-card { margin-top: 8px; padding: 12px 16px; border-radius: 8px; background: #fff;
  border-left: 6px solid #3a6ea5; box-shadow: 0 2px 12px rgb(0 0 0 / 25%); }
.build-status-card[data-state="live"] { border-left-color: #2e7d32; }
.build-status-card[data-state="failed"] { border-left-color: #c62828; }
.build-status-card h2 { margin: 0 0 4px; font-size: 18px; }
.build-status-card[data-state="failed"] h2 { color: #b71c1c; }
.build-status-card p, .build-status-card ul { margin: 4px 0; }
.build-status-card a { color: #0b57a3; }
.build-status-card pre { white-space: pre-wrap; font-size: 12px; max-height: 12rem; overflow: auto; }
.build-status-card button { margin-top: 6px; font: inherit; }`;

  const region = document.createElement('div');
  region.className = 'build-status';
  const polite = document.createElement('div');
  polite.setAttribute('role', 'status');
  const urgent = document.createElement('div');
  urgent.setAttribute('role', 'alert');
  region.append(polite, urgent);

  function element(tag, text, attributes = {}) {
    const node = document.createElement(tag);
    if (text) node.textContent = text;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }

  const clock = (iso) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

  /** 100_000 → "1 minute, 40 seconds" (the browser's own words where it has them). */
  function duration(ms) {
    const total = Math.max(1, Math.round(ms / 1000));
    const parts = { minutes: Math.floor(total / 60), seconds: total % 60 };
    // Intl.DurationFormat is newer than the type library (ES2023): read through a loosely typed Intl.
    const { DurationFormat } = /** @type {any} */ (Intl);
    if (DurationFormat) return new DurationFormat('en-GB', { style: 'long' }).format(parts);
    return parts.minutes ? `${parts.minutes} min ${parts.seconds} s` : `${parts.seconds} s`;
  }

  function card(state, title, ...content) {
    const box = element('div', '', { class: 'build-status-card', 'data-state': state });
    const hide = element('button', 'Hide until the next change', { type: 'button' });
    hide.addEventListener('click', () => box.remove());
    box.append(element('h2', title), ...content, hide);
    return box;
  }

  /** The held-back entry open in the editor (its address is the page's), if any. */
  function heldHere(status) {
    const here = location.hash;
    return status.held.find(({ addresses }) =>
      addresses.some((address) => here === address || here.startsWith(`${address}/`)),
    );
  }

  function previewLink() {
    return element('a', 'Open the preview', { href: '/', target: '_blank', rel: 'noopener' });
  }

  function building(status) {
    const took = status.lastBuildMs
      ? `The last update took ${duration(status.lastBuildMs)}.`
      : 'This is the first update since the editor was started.';
    const shows = status.liveSince
      ? `Until then the preview shows the version from ${clock(status.liveSince)}.`
      : 'There is no preview until then.';
    return card(
      'building',
      'Saved: being put on the preview…',
      element('p', `Started at ${clock(status.since)}. ${took}`),
      element('p', shows),
    );
  }

  function live(status) {
    const line = element('p', `Updated at ${clock(status.liveSince)} (it took ${duration(status.lastBuildMs ?? 0)}). `);
    line.append(previewLink());
    return card('live', 'On the preview', line);
  }

  /** One plain line for an entry held back elsewhere: what waits, and that the rest is published. */
  function heldElsewhere({ name, problem }) {
    const first = problem.problems[0] ?? '';
    const what = first.startsWith(name) ? first.slice(name.length).replace(/^, /, '') : first;
    return element(
      'p',
      `A change to ${name} is held back (${what}); every other change, yours included, is on the preview.`,
    );
  }

  function developerDetails(problem) {
    const details = element('details');
    details.append(element('summary', 'Details for the web developer'), element('pre', problem.details));
    return details;
  }

  function refusal(title, notShown, problem) {
    const problems = element('ul');
    for (const sentence of problem.problems) problems.append(element('li', sentence));
    return card(
      'failed',
      title,
      element('p', notShown),
      element('p', problem.kind === 'content' ? 'What to correct:' : 'What happened:'),
      problems,
      element('p', problem.advice),
      developerDetails(problem),
    );
  }

  /** This entry was refused: the rest of the site went ahead without it. */
  function heldOpen({ problem, since }) {
    const notShown = `It is saved on this computer, but the site refused it at ${clock(since)}: the preview shows this entry as it was before, and every other change.`;
    return refusal('This entry’s change is NOT on the preview', notShown, problem);
  }

  /** Nothing could be built: the last good preview stays up. */
  function failed(status) {
    const notShown = status.liveSince
      ? `It is saved on this computer, but the site refused it: the preview still shows the version from ${clock(status.liveSince)}, without your change.`
      : 'It is saved on this computer, but the site refused it: there is no preview yet.';
    return refusal('Your change is NOT on the preview', notShown, status.problem);
  }

  function correctDecapWords() {
    for (const button of document.querySelectorAll('button'))
      if (button.textContent?.trim() === DECAP_PREVIEW_CHECK) button.hidden = true;
    // Its text node, not the element: React still owns the notice and removes it later.
    for (const toast of document.querySelectorAll('.Toastify__toast-body')) {
      const words =
        toast.textContent?.trim() === DECAP_SAVED && document.createTreeWalker(toast, NodeFilter.SHOW_TEXT).nextNode();
      if (words) words.textContent = SAVED;
    }
  }

  let latest;
  let shown = '';

  function show(status) {
    latest = status;
    const here = heldHere(status);
    const key = JSON.stringify([status.state, status.since, here?.entry, status.held.map(({ entry }) => entry)]);
    if (key === shown) return;
    shown = key;
    const elsewhere = status.held.filter((held) => held !== here).map(heldElsewhere);
    const state =
      status.state === 'building' ? building(status) : status.state === 'live' && !here ? live(status) : null;
    // Above the card's own Hide button.
    state?.lastElementChild?.before(...elsewhere);
    polite.replaceChildren(...(state ? [state] : []));
    const refused = here ? heldOpen(here) : status.state === 'failed' ? failed(status) : null;
    if (refused && !state) refused.lastElementChild?.before(...elsewhere);
    urgent.replaceChildren(...(refused ? [refused] : []));
  }

  async function poll() {
    try {
      const response = await fetch('/admin/status.json', { cache: 'no-store' });
      if (response.status === 404) return; // not `npm run cms`: nothing to report
      if (response.ok) {
        observeDecapButtons();
        show(await response.json());
      }
    } catch {} // the preview is restarting or stopped: look again
    setTimeout(poll, POLL_MS);
  }

  let observing = false;
  function observeDecapButtons() {
    if (observing) return;
    observing = true;
    new MutationObserver(correctDecapWords).observe(document.body, { childList: true, subtree: true });
  }

  window.addEventListener('hashchange', () => latest && show(latest));
  document.head.append(style);
  document.body.append(region);
  poll();
})();
