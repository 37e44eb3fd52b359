import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { test } from '@playwright/test';
import { build, serve, startProxy, stop } from '../../scripts/cms/session.mjs';
import { copyProject } from '../../scripts/project-copy.mjs';
import { type CmsRun, hasExited, startCms, waitForState } from './cms-process';

/** A spec file's own copy of the project: the repository itself is never changed. `dir` is set before its tests. */
export interface ProjectCopy {
  readonly dir: string;
}

/**
 * A copy saved through decap-server, built once and served at `sitePort` for the whole spec file (the editor's
 * fields are driven against it); removed after the file's tests.
 */
export function builtCopy(prefix: string, sitePort: number, proxyPort: number, timeout: number): ProjectCopy {
  const copy = { dir: '' };
  let proxy: ChildProcess | undefined;
  let server: Server | undefined;
  test.beforeAll(async () => {
    test.setTimeout(timeout); // a whole site build, on a machine others share
    copy.dir = copyProject(prefix);
    proxy = await startProxy(copy.dir, proxyPort);
    await build(copy.dir, proxyPort);
    server = await serve(copy.dir, sitePort);
  });
  test.afterAll(async () => {
    if (server) await stop(server);
    proxy?.kill();
    rmSync(copy.dir, { recursive: true, force: true });
  });
  return copy;
}

/** A copy run by `npm run cms` as the office runs it (preview rebuilt on each save), stopped after the file's tests. */
export function cmsCopy(
  prefix: string,
  sitePort: number,
  proxyPort: number,
  timeouts: { setup: number; live: number },
): ProjectCopy & { readonly run: CmsRun | undefined; restart(): CmsRun } {
  const copy = {
    dir: '',
    run: undefined as CmsRun | undefined,
    restart() {
      copy.run = startCms(copy.dir, sitePort, proxyPort);
      return copy.run;
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(timeouts.setup);
    copy.dir = copyProject(prefix);
    copy.restart();
    await waitForState(`http://127.0.0.1:${sitePort}`, 'live', undefined, timeouts.live);
  });
  test.afterAll(() => {
    if (copy.run?.child.pid && !hasExited(copy.run.child)) process.kill(-copy.run.child.pid, 'SIGKILL');
    rmSync(copy.dir, { recursive: true, force: true });
  });
  return copy;
}
