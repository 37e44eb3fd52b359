/**
 * When each prerendered page section may hydrate. A section's gate opens when the section nears the viewport,
 * when the visitor points at, focuses or types in it (before React handles that event), or else in its turn
 * when the browser is idle, one section per idle period, so no section's hydration joins another's task.
 */
import { afterHydration } from './hydration';

type Gate = Promise<void>;

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'input'] as const;

const gates = new Map<Element, { gate: Gate; open: () => void }>();
const opened = new WeakSet<Element>();
/** Sections given a gate that have not hydrated yet. */
const unhydrated = new Set<Element>();
let hydrating = false;
let idleScheduled = false;

/** The client entry calls this just before hydrating: only then do sections wait for their gates. */
export function beginHydration() {
  hydrating = true;
  for (const type of INTERACTIONS) window.addEventListener(type, openTargetSection, { capture: true });
  afterHydration(announceIfAllHydrated);
}

/** Once the page and every gated section have hydrated: browser tests that need the final page key on it. */
function announceIfAllHydrated() {
  if (unhydrated.size > 0 || !document.body.dataset.hydrated) return;
  for (const type of INTERACTIONS) window.removeEventListener(type, openTargetSection, { capture: true });
  document.body.dataset.sectionsHydrated = 'true';
}

/** A gated section's content calls this once it has hydrated. */
export function sectionHydrated(headingId: string) {
  const section = document.querySelector(`section[aria-labelledby="${headingId}"]`);
  if (section && unhydrated.delete(section)) announceIfAllHydrated();
}

/** Sections wait only during the first hydration; pages the visitor navigates to render at once. */
const waitingForGates = () => hydrating && typeof document !== 'undefined' && !document.body.dataset.hydrated;

function openTargetSection(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  for (const [section, { open }] of gates) if (target && section.contains(target)) open();
}

function scheduleIdleOpening() {
  if (idleScheduled) return;
  idleScheduled = true;
  const openNext = () => {
    idleScheduled = false;
    const next = gates.values().next().value;
    next?.open();
    if (gates.size > 0) scheduleIdleOpening();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(openNext, { timeout: 3000 });
  else setTimeout(openNext, 100);
}

function createGate(section: Element): Gate {
  let resolve = () => {};
  const gate: Gate = new Promise<void>((done) => {
    resolve = done;
  });
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
    rootMargin: '200px 0px',
  });
  const open = () => {
    // Marked fulfilled at once, so React can hydrate the section synchronously for the event that opened it.
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    gates.delete(section);
    opened.add(section);
    observer.disconnect();
    resolve();
  };
  gates.set(section, { gate, open });
  unhydrated.add(section);
  observer.observe(section);
  scheduleIdleOpening();
  return gate;
}

/**
 * The gate of the prerendered section labelled by `headingId`, or undefined when it need not wait (server
 * render, client navigation, already open, or no such section in the document).
 */
export function sectionGate(headingId: string): Gate | undefined {
  if (!waitingForGates()) return undefined;
  const section = document.querySelector(`section[aria-labelledby="${headingId}"]`);
  if (!section || opened.has(section)) return undefined;
  return gates.get(section)?.gate ?? createGate(section);
}

/** Opens the gate of `section` now: a control elsewhere on the page needs it hydrated (the enquiry form). */
export function openSectionGate(section: Element | null) {
  if (section) gates.get(section)?.open();
}
