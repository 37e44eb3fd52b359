// Makes sure a Java runtime exists for the W3C HTML checker (vnu.jar); installs Debian's when it can.
import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

export function ensureJava() {
  if (hasJava()) return;
  aptInstall(
    'default-jre-headless',
    'for the HTML checker',
    'No Java runtime found for the HTML checker: install one (e.g. default-jre-headless) or put java on PATH.',
  );
  if (!hasJava()) throw new Error('default-jre-headless was installed but java is not on PATH');
}
