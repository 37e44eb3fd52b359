// The state of the preview's builds, as the editor's banner (build-status.js) reads it.

/**
 * What /admin/status.json reports: `building`, `live` or `failed`, since when, and when the shown site was built
 * (`liveSince`: a site left by an earlier session, or none yet).
 */
export function createBuildStatus({ liveSince = null } = {}) {
  let status = { state: 'building', since: new Date().toISOString(), liveSince };
  return {
    current: () => status,
    building() {
      status = { state: 'building', since: new Date().toISOString(), liveSince: status.liveSince };
    },
    live() {
      const now = new Date().toISOString();
      status = { state: 'live', since: now, liveSince: now };
    },
    /** `problem`: from explainBuildFailure (build-problem.mjs). */
    failed(problem) {
      status = { state: 'failed', since: new Date().toISOString(), liveSince: status.liveSince, problem };
    },
  };
}
