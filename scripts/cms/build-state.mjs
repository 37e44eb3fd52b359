// The state of the preview's builds, as the editor's banner (build-status.js) reads it.

/**
 * What /admin/status.json reports: `building`, `live` or `failed`, since when, when the shown site was built
 * (`liveSince`: a site left by an earlier session, or none yet), how long the last finished build took
 * (`lastBuildMs`, measured) and the entries held back from the preview (`held`: their refusal, each).
 */
/**
 * @typedef {{
 *   state: 'building' | 'live' | 'failed', since: string, liveSince: string | null, lastBuildMs: number | null,
 *   held: unknown[], problem?: unknown
 * }} BuildStatus
 * @param {{ liveSince?: string | null }} [options]
 */
export function createBuildStatus({ liveSince = null } = {}) {
  /** @type {BuildStatus} */
  let status = { state: 'building', since: new Date().toISOString(), liveSince, lastBuildMs: null, held: [] };
  const now = () => new Date().toISOString();
  return {
    current: () => status,
    /** `held`: the entries still held back (one saved again since it was refused is tried again). */
    /** @param {{ held?: unknown[] }} [building] */
    building({ held = status.held } = {}) {
      const { liveSince, lastBuildMs } = status;
      status = { state: 'building', since: now(), liveSince, lastBuildMs, held };
    },
    /** `held`: [{ entry, name, addresses, problem, since }], each refused entry left as it last built. */
    /** @param {{ tookMs: number, held?: unknown[] }} built */
    live({ tookMs, held = [] }) {
      const at = now();
      status = { state: 'live', since: at, liveSince: at, lastBuildMs: tookMs, held };
    },
    /** `problem`: from explainBuildFailure (build-problem.ts). */
    /** @param {unknown} problem @param {{ tookMs?: number, held?: unknown[] }} [built] */
    failed(problem, { tookMs, held = [] } = {}) {
      const { liveSince, lastBuildMs } = status;
      status = { state: 'failed', since: now(), liveSince, lastBuildMs: tookMs ?? lastBuildMs, held, problem };
    },
  };
}
