// Makes sure a Java runtime exists for the W3C HTML checker (vnu.jar); installs Debian's when it can.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

export function ensureJava() {
  if (hasJava()) return;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    throw new Error(
      'No Java runtime found for the HTML checker: install one (e.g. default-jre-headless) or put java on PATH.',
    );
  }
  console.log('Installing Debian default-jre-headless for the HTML checker…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
    stdio: 'inherit',
  });
  if (!hasJava()) throw new Error('default-jre-headless was installed but java is not on PATH');
}
