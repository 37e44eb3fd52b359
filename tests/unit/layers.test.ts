// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const DEPCRUISE = resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const FIXTURE = resolve('.cache/layers-test');

/** Runs the project's dependency-cruiser rules (as `npm run lint` does) over `files`; the rules broken. */
function brokenRules(cwd: string, files: Record<string, string> = {}): string[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(cwd, path)), { recursive: true });
    writeFileSync(join(cwd, path), text);
  }
  // JSON, not the text report: CI colours text output, and a crash must fail the test rather than read as "no errors".
  const result = spawnSync(
    process.execPath,
    [
      DEPCRUISE,
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      'src/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
    ],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let report: { summary: { violations: { rule: { name: string }; from: string }[] } };
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`dependency-cruiser did not run (exit ${result.status}): ${result.stderr}`);
  }
  return report.summary.violations.map(({ rule, from }) => `${rule.name} ${from}`);
}

function fixture(files: Record<string, string>): string[] {
  rmSync(FIXTURE, { recursive: true, force: true });
  mkdirSync(FIXTURE, { recursive: true });
  for (const config of ['.dependency-cruiser.cjs', 'tsconfig.json', 'scripts/depcruise-babel.json']) {
    mkdirSync(dirname(join(FIXTURE, config)), { recursive: true });
    cpSync(config, join(FIXTURE, config));
  }
  return brokenRules(FIXTURE, files);
}

afterAll(() => rmSync(FIXTURE, { recursive: true, force: true }));

it('finds no import against the direction in src/ and scripts/', () => {
  expect(brokenRules(process.cwd())).toEqual([]);
}, 180_000);

it('allows imports down the layers and refuses every kind of planted wrong one', () => {
  const broken = fixture({
    'src/config/routes.ts': 'export const a = 1;',
    'src/content/site.ts': "import { a } from '../config/routes';\nexport const b = a;",
    'src/shared/ui/prose.tsx': "import { b } from '../../content/site';\nexport const P = () => <p>{b}</p>;",
    'src/features/home/view.tsx': "import { P } from '../../shared/ui/prose';\nexport const V = () => <P />;",
    'src/features/enquiry/core/index.ts': "export * from './outbox';",
    'src/features/enquiry/core/outbox.ts': 'export const o = 1;',
    'src/app/page.tsx': "import { V } from '../features/home/view';\nexport const A = () => <V />;",
    'src/sw/sw.ts': "import { o } from '../features/enquiry/core';\nexport const w = o;",
    'scripts/build/plugin.ts': "import { b } from '../../src/content/site';\nexport const p = b;",
    'scripts/relay/check.ts': "import { o } from '../../src/features/enquiry/core';\nexport const k = o;",
    // Each of these breaks one rule.
    'src/shared/up.ts': "import { A } from '../app/page';\nexport const u = A;",
    'src/features/blog/across.ts': "import { V } from '../home/view';\nexport const x = V;",
    'src/config/down.ts': "import { b } from '../content/site';\nexport const c = b;",
    'src/features/home/worker.ts': "import { w } from '../../sw/sw';\nexport const y = w;",
    'src/sw/inside.ts': "import { o } from '../features/enquiry/core/outbox';\nexport const z = o;",
    'src/features/enquiry/core/react.ts': "import { useState } from 'react';\nexport const r = useState;",
    'src/features/enquiry/core/page.ts': "import { V } from '../../home/view';\nexport const q = V;",
    'scripts/build/page.ts': "import { V } from '../../src/features/home/view';\nexport const s = V;",
    'src/shared/built.ts': "import { p } from '../../scripts/build/plugin';\nexport const t = p;",
  });
  expect(broken.sort()).toEqual(
    [
      'down-the-layers-from-shared src/shared/up.ts',
      'no-feature-to-feature src/features/blog/across.ts',
      'config-is-the-bottom src/config/down.ts',
      'only-the-worker-imports-the-worker src/features/home/worker.ts',
      'worker-reaches-the-core-through-its-index src/sw/inside.ts',
      'core-stays-plain src/features/enquiry/core/react.ts',
      'core-stays-plain src/features/enquiry/core/page.ts',
      'no-feature-to-feature src/features/enquiry/core/page.ts',
      'scripts-read-the-plain-layers scripts/build/page.ts',
      'src-never-imports-scripts src/shared/built.ts',
    ].sort(),
  );
}, 60_000);
