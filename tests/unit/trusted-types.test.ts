import { describe, expect, it } from 'vitest';
import { sanitize } from '../../scripts/content/sanitize';
import { ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST } from '../../src/shared/allow-lists';
import { trustedHtml, trustedScriptUrl } from '../../src/shared/trusted-types';

const ARTICLE_HTML = { tags: ARTICLE_ALLOW_LIST.ALLOWED_TAGS, attributes: ARTICLE_ALLOW_LIST.ALLOWED_ATTR };
const DIRTY = [
  '<img src=x onerror="alert(1)">',
  '<p onclick="alert(1)">hi</p>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<p>ok</p><iframe src="https://evil.example"></iframe>',
];

describe('the Trusted Types policy', () => {
  it('admits content HTML as the build sanitises it', () => {
    const markdownish =
      '<h3>Day 1</h3><p class="lead">A <strong>quiet</strong> <em>walk</em><br>on.</p><ul><li>a &lt; b</li></ul><blockquote><p>Q</p></blockquote>';
    for (const allow of [POLICY_ALLOW_LIST, ARTICLE_ALLOW_LIST]) {
      const sanitised = sanitize(`${markdownish}${DIRTY.join('')}`, allow);
      expect(String(trustedHtml(sanitised, ARTICLE_HTML))).toBe(sanitised);
    }
  });

  it.each(DIRTY)('refuses markup outside the allow-list: %s', (html) => {
    expect(() => trustedHtml(html, ARTICLE_HTML)).toThrow(TypeError);
  });

  it('admits same-origin script URLs only', () => {
    expect(String(trustedScriptUrl('/sw.js'))).toBe(new URL('/sw.js', window.location.href).href);
    expect(() => trustedScriptUrl('https://evil.example/sw.js')).toThrow(TypeError);
    expect(() => trustedScriptUrl('//evil.example/sw.js')).toThrow(TypeError);
  });
});
