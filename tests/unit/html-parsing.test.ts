// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inlineScriptHashes, styleAttributeHashes } from '../../scripts/build/headers-file';
import { fragmentElements } from '../../scripts/build/html-tree';
import { iconDrawing } from '../../scripts/build/share-images';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

it('allows by hash every inline script that runs, and no data block or script file', () => {
  const runs = "requestAnimationFrame(() => import('/assets/main.js'))";
  const page = `<!doctype html><html><head>
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script type="application/json" id="start-up-chunks">["/assets/a.js"]</script>
    <script type="module" src="/assets/stub.js"></script>
    <script type="module">${runs}</script></head><body><p>a < b</p><script>if (1 < 2) go()</script></body></html>`;
  expect(inlineScriptHashes(page)).toEqual([hash(runs), hash('if (1 < 2) go()')]);
});

it('hashes a style attribute as the browser reads it (entities decoded)', () => {
  expect(styleAttributeHashes('<p style="font-family: &quot;Noto&quot;">x</p><p>y</p>')).toEqual([
    hash('font-family: "Noto"'),
  ]);
});

it("places the favicon's drawing in the share images without its own svg element or title", () => {
  const icon = readFileSync('public/icons/favicon.svg', 'utf8');
  const tags = (svg: string) => fragmentElements(svg).map((element) => element.tagName);
  const inBand = tags(`<svg>${iconDrawing(icon)}</svg>`);
  expect(inBand).toEqual(tags(icon).filter((tag) => tag !== 'title'));
});
