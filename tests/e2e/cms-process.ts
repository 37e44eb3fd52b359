import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, type Page } from '@playwright/test';

// `npm run cms` as a child process of the tests, and what can be seen of it from outside: its process tree,
// its ports and the build state its preview reports.

export interface CmsRun {
  child: ChildProcess;
  /** Everything it printed so far (shown when a test fails). */
  output: () => string;
}

/** `npm run cms` in `projectDir`, in its own process group, as a terminal starts it. */
export function startCms(projectDir: string, sitePort: number, proxyPort: number): CmsRun {
  const child = spawn('npm', ['run', 'cms'], {
    cwd: projectDir,
    env: { ...process.env, SITE_PORT: String(sitePort), CMS_PROXY_PORT: String(proxyPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function whenExited(child: ChildProcess): Promise<void> {
  return hasExited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

interface ProcessInfo {
  pid: number;
  command: string;
}

function processTable(): { pid: number; ppid: number; command: string }[] {
  const table = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      table.push({ pid: Number(name), ppid, command });
    } catch {} // it ended while being read
  }
  return table;
}

/** Every process started, directly or not, by `pid`. */
export function descendantsOf(pid: number): ProcessInfo[] {
  const table = processTable();
  const found: ProcessInfo[] = [];
  let parents = [pid];
  while (parents.length > 0) {
    const children = table.filter((each) => parents.includes(each.ppid));
    found.push(...children.map(({ pid, command }) => ({ pid, command })));
    parents = children.map((each) => each.pid);
  }
  return found;
}

export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Nothing accepts connections on `port` any more. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

export interface BuildStatus {
  state: 'building' | 'live' | 'failed';
  since: string;
  liveSince: string | null;
  /** How long the last finished build took, measured. */
  lastBuildMs: number | null;
  problem?: BuildProblem;
  /** Entries the site refused, left as they last built while every other change is published. */
  held: { entry: string; name: string; addresses: string[]; problem: BuildProblem; since: string }[];
}

export interface BuildProblem {
  kind: string;
  problems: string[];
  advice: string;
  details: string;
}

export async function statusAt(origin: string): Promise<BuildStatus | undefined> {
  try {
    const response = await fetch(`${origin}/admin/status.json`);
    return response.ok ? ((await response.json()) as BuildStatus) : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

/** Waits until the preview reports `state`, having changed since `after` (a status seen before), and returns it. */
export async function waitForState(
  origin: string,
  state: BuildStatus['state'],
  after?: BuildStatus,
  timeout = 240_000,
) {
  let seen: BuildStatus | undefined;
  await expect
    .poll(
      async () => {
        seen = await statusAt(origin);
        return seen?.state === state && seen.since !== after?.since;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
  return seen as BuildStatus;
}

/** The editor at `hash` (e.g. `/collections/blog/new`), signed in as `npm run cms` signs in: with the Login button. */
export async function openEditor(page: Page, origin: string, hash: string) {
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${origin}/admin/#${hash}`);
}

/** A tour's departures, opened in the editor and expanded. */
export async function openDepartures(page: Page, origin: string, tour: string) {
  await openEditor(page, origin, `/collections/tours/entries/${tour}/index`);
  const departures = page
    .getByLabel('list field')
    .filter({ has: page.locator('label', { hasText: /^Departures$/ }), visible: true })
    .first();
  await departures.getByRole('button', { name: 'Expand' }).click();
  return departures;
}
