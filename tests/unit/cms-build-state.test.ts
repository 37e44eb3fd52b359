// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createBuildStatus } from '../../scripts/cms/build-state.mjs';

describe('what the editor’s box is told about the preview', () => {
  it('while building: how long the last update took, measured, and the preview’s version until then', () => {
    const status = createBuildStatus();
    status.live({ tookMs: 97_000 });
    const liveSince = status.current().liveSince;
    status.building();
    expect(status.current()).toMatchObject({ state: 'building', lastBuildMs: 97_000, liveSince });
  });

  it('an entry held back stays named until a build starts without it', () => {
    const status = createBuildStatus();
    const held = [{ entry: 'src/content/blog/sinai' }];
    status.live({ tookMs: 1000, held });
    status.building();
    expect(status.current().held).toEqual(held);
    status.building({ held: [] });
    expect(status.current().held).toEqual([]);
  });

  it('a refused update keeps the last good preview’s time and says how long the attempt took', () => {
    const status = createBuildStatus({ liveSince: '2026-11-27T10:00:00.000Z' });
    status.failed({ kind: 'other' }, { tookMs: 5000 });
    expect(status.current()).toMatchObject({
      state: 'failed',
      liveSince: '2026-11-27T10:00:00.000Z',
      lastBuildMs: 5000,
    });
  });
});
