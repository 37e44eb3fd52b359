// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsFileOf, loadEntry } from '../../scripts/content/entries';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { LANGS } from '../../src/config/languages';
import type { BlogArticle } from '../../src/content/blog';

const OPTIONAL = ['subtitle', 'description', 'keywords', 'ctaTitle', 'ctaText'];

/** An overlay where the post's language files hold only a tab, a title and the text: a short notice. */
function shortNotice(id: string): string {
  const overlay = mkdtempSync(join(tmpdir(), 'notice-'));
  for (const lang of LANGS) {
    const file = `blog/${id}/index.${lang}.md`;
    if (!existsSync(join(CONTENT_ROOT, file))) continue;
    cpSync(join(CONTENT_ROOT, file), join(overlay, file));
    const text = readFileSync(join(CONTENT_ROOT, file), 'utf8');
    const lines = text.split('\n').filter((line) => !OPTIONAL.some((field) => line.startsWith(`${field}:`)));
    writeFileSync(join(overlay, file), lines.join('\n'));
  }
  return overlay;
}

describe('a short notice in the blog', () => {
  it.each(LANGS)('needs only a tab, a title and its text (%s)', (lang) => {
    const overlay = shortNotice('journey');
    const article = loadEntry(factsFileOf('blog/journey'), lang, { overlay }) as BlogArticle;
    expect(article.subtitle).toBeUndefined();
    expect(article.ctaTitle).toBeUndefined();
    // Search results still get a description: the article's opening sentence.
    expect(article.description.length).toBeGreaterThan(10);
    expect(article.description.length).toBeLessThanOrEqual(160);
    expect(article.keywords).toBe('');
  });
});
