// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Inside the project (gitignored), so the probe type-checks against the app's own route tree and settings; kept
// between runs with its build info, so a second run only checks what changed.
const PROBE_DIR = '.cache/typed-links';

const PROBE = [
  "import { Link } from '@tanstack/react-router';",
  "import type {} from '../../src/app/router'; // the app's routes, registered with the router's types",
  '',
  "export const Tour = () => <Link to=\"/$lang/tours/$tour\" params={{ lang: 'hk', tour: 'turkey-tour' }}>tour</Link>;",
  'export const Missing = () => <Link to="/$lang/no-such-route" params={{ lang: \'hk\' }}>none</Link>;',
];
const line = (text: string) => PROBE.findIndex((row) => row.includes(text)) + 1;

function typeCheck(): string {
  mkdirSync(PROBE_DIR, { recursive: true });
  writeFileSync(join(PROBE_DIR, 'probe.tsx'), PROBE.join('\n'));
  const config = {
    extends: '../../tsconfig.json',
    compilerOptions: { incremental: true, tsBuildInfoFile: './probe.tsbuildinfo' },
    include: [],
    // The project's declarations of its virtual modules (`virtual:…`) and platform additions.
    files: ['probe.tsx', '../../src/vite-env.d.ts', '../../src/shared/ui/invoker-commands.d.ts'],
  };
  writeFileSync(join(PROBE_DIR, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync('node_modules/.bin/tsc', ['--noEmit', '-p', join(PROBE_DIR, 'tsconfig.json')], { encoding: 'utf8' });
    return '';
  } catch (failure) {
    return String((failure as { stdout?: string }).stdout ?? failure);
  }
}

it('a link to a route the app does not have fails the type check, on that line; a real route passes', () => {
  const errors = typeCheck()
    .split('\n')
    .filter((row) => row.includes('error TS'));
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error).toContain(`probe.tsx(${line('/$lang/no-such-route')},`);
  expect(errors.join('\n')).toContain('/$lang/no-such-route');
}, 120_000);
