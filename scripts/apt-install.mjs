// Installs a Debian package for a tool the tests need, when this is a Debian machine and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs `pkg` with apt-get (saying `why`), or throws `otherwise` where apt-get cannot be used. */
export function aptInstall(pkg, why, otherwise) {
  if (!existsSync('/usr/bin/apt-get') || process.getuid?.() !== 0) throw new Error(otherwise);
  console.log(`Installing Debian ${pkg} ${why}…`);
  // Another apt (an unattended upgrade, a second checkout's tests) may hold the lock: wait for it, up to 5 min.
  const apt = 'apt-get -o DPkg::Lock::Timeout=300';
  execSync(`${apt} update -qq && DEBIAN_FRONTEND=noninteractive ${apt} install -y -qq ${pkg}`, { stdio: 'inherit' });
}
