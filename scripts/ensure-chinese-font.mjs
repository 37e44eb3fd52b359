// Makes sure the browser has a Chinese font, as every visitor's phone does: without one, Chinese text is drawn as
// narrow placeholder boxes and the layout, target-size and screenshot checks see a page no visitor sees.
import { execSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';

const chineseFonts = () => execSync('fc-list :lang=zh-hk family', { encoding: 'utf8' }).trim();

export function ensureChineseFont() {
  try {
    if (chineseFonts()) return;
  } catch {
    return; // No fontconfig (macOS, Windows): the system's own Chinese fonts serve the browser.
  }
  aptInstall(
    'fonts-noto-cjk',
    'so the browser tests see Chinese text as visitors do',
    'No Chinese font found: install Noto Sans CJK (Debian/Ubuntu: fonts-noto-cjk) for the browser tests.',
  );
  if (!chineseFonts()) throw new Error('fonts-noto-cjk was installed but fontconfig lists no Chinese font');
}

export default ensureChineseFont; // Playwright's globalSetup: the browser tests and the screenshots
