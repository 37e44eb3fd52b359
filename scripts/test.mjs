// `npm test`: everything. Type check, lint, import direction, unit tests, production build, browser tests.
import { execSync } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

// The pages, the type check and the tests read the compiled content (generated/): compiled first.
run('node scripts/compile-content.mjs');
run('npx tsc --noEmit -p tsconfig.json');
run('npx tsc --noEmit -p src/tsconfig.json');
run('npx tsc --noEmit -p src/sw/tsconfig.json');
run('npx tsc --noEmit -p scripts/tsconfig.json');
run('npx biome check .');
run('npm run lint:layers');
run('npx vitest run');
run('npx vite build');
run('node scripts/validate-html.mjs');
process.env.CHROME_PATH = ensureBrowser();
run('npx playwright test');
