export interface BuildStatus {
  state: 'building' | 'live' | 'failed';
  since: string;
  liveSince: string | null;
  lastBuildMs: number | null;
  held: unknown[];
  problem?: unknown;
}
export function createBuildStatus(options?: { liveSince?: string | null }): {
  current(): BuildStatus;
  building(options?: { held?: unknown[] }): void;
  live(options: { tookMs: number; held?: unknown[] }): void;
  failed(problem: unknown, options?: { tookMs?: number; held?: unknown[] }): void;
};
