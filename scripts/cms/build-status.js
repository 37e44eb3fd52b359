// The editor's banner under `npm run cms`: after a save, says whether the change reached the preview, and if it
// could not, which entry and field to fix. Reads /admin/status.json from the preview server (scripts/cms/
// preview-server.mjs); on a real host there is none, and the banner never shows. Plain script: the page loads it
// as Decap's own, with no build step.
(() => {
  const POLL_MS = 2000;

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

  const clock = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

  function card(state, title, ...content) {
    const box = element('div', '', { class: 'build-status-card', 'data-state': state });
    const hide = element('button', 'Hide this message', { type: 'button' });
    hide.addEventListener('click', () => box.remove());
    box.append(element('h2', title), ...content, hide);
    return box;
  }

  const LIVE_MESSAGE_MS = 20_000;

  function building() {
    return card(
      'building',
      'Publishing your change…',
      element('p', 'The preview keeps showing the previous version until this is done, usually within a minute.'),
    );
  }

  function live(status) {
    const line = element('p', `Updated at ${clock(status.liveSince)}. `);
    line.append(element('a', 'Open the preview', { href: '/', target: '_blank', rel: 'noopener' }));
    // This editor works on this computer's copy: the public website changes only once these files are sent to it.
    const publicSite = element('p', 'The public website changes when these files are sent to it (docs/editor.md).');
    const box = card('live', 'Your change is in the preview on this computer', line, publicSite);
    // Good news for a moment only: left up, it would still say so once the next change is being made.
    setTimeout(() => box.remove(), LIVE_MESSAGE_MS);
    return box;
  }

  function failed(status) {
    const { problem } = status;
    const problems = element('ul');
    for (const sentence of problem.problems) problems.append(element('li', sentence));
    // The editor's own button says "Published" once the files are saved: say plainly that the site did not take it.
    const notShown = status.liveSince
      ? `The editor saved it on this computer, but the site refused it: the preview still shows the version from ${clock(status.liveSince)}, without your change.`
      : 'The editor saved it on this computer, but the site refused it: there is no preview yet.';
    const details = element('details');
    details.append(element('summary', 'Details for the web developer'), element('pre', problem.details));
    return card(
      'failed',
      'Your change is NOT in the preview',
      element('p', notShown),
      element('p', problem.kind === 'content' ? 'What to correct:' : 'What happened:'),
      problems,
      element('p', problem.advice),
      details,
    );
  }

  let shown = '';
  let seenChange = false;

  function show(status) {
    const key = `${status.state} ${status.since}`;
    if (key === shown) return;
    shown = key;
    if (status.state !== 'live') seenChange = true;
    // A live site when the editor opens is no news; after a save it is.
    const news = status.state === 'live' ? (seenChange ? live(status) : null) : null;
    polite.replaceChildren(...(status.state === 'building' ? [building()] : news ? [news] : []));
    urgent.replaceChildren(...(status.state === 'failed' ? [failed(status)] : []));
  }

  async function poll() {
    try {
      const response = await fetch('/admin/status.json', { cache: 'no-store' });
      if (response.status === 404) return; // not `npm run cms`: nothing to report
      if (response.ok) show(await response.json());
    } catch {} // the preview is restarting or stopped: look again
    setTimeout(poll, POLL_MS);
  }

  document.head.append(style);
  document.body.append(region);
  poll();
})();
