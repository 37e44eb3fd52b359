// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  delete document.body.dataset.hydrated;
  delete document.body.dataset.sectionsHydrated;
  vi.useRealTimers();
  vi.resetModules();
});

test('work deferred until hydration starts only after the page marks itself hydrated, unless cancelled', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { afterHydration, markHydrated } = await import('../../src/shared/hydration');
  const ran: string[] = [];
  afterHydration(() => ran.push('outbox read'));
  const cancel = afterHydration(() => ran.push('left the page'));
  cancel();
  vi.runAllTimers();
  expect(ran).toEqual([]);

  markHydrated();
  expect(document.body.dataset.hydrated).toBe('true');
  expect(performance.getEntriesByName('hydrated')).toHaveLength(1);
  vi.runAllTimers();
  expect(ran).toEqual(['outbox read']);

  afterHydration(() => ran.push('asked later'));
  vi.runAllTimers();
  expect(ran).toEqual(['outbox read', 'asked later']);
});

test('heavy work the page does not need (the offline install, the video) waits until every section has hydrated', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { afterPageSettles, markHydrated, sectionAwaitsHydration, sectionHydrated } = await import(
    '../../src/shared/hydration'
  );
  const ran: string[] = [];
  sectionAwaitsHydration('itinerary');
  afterPageSettles(() => ran.push('install the offline copy'));
  afterPageSettles(() => ran.push('left the page'))();
  markHydrated();
  vi.advanceTimersByTime(5000);
  expect(ran).toEqual([]);

  sectionHydrated('itinerary');
  vi.runAllTimers();
  expect(document.body.dataset.sectionsHydrated).toBe('true');
  expect(ran).toEqual(['install the offline copy']);
});

test('a section that never hydrates holds that work back 10 s at most, and the console says which', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { afterPageSettles, markHydrated, sectionAwaitsHydration } = await import('../../src/shared/hydration');
  const ran: string[] = [];
  sectionAwaitsHydration('route-map');
  afterPageSettles(() => ran.push('install the offline copy'));
  markHydrated();
  vi.advanceTimersByTime(9_999);
  expect(ran).toEqual([]);
  vi.advanceTimersByTime(1);
  vi.runAllTimers();
  expect(ran).toEqual(['install the offline copy']);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('route-map'));
  warn.mockRestore();
});
