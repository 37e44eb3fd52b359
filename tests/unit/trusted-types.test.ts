import { describe, expect, it } from 'vitest';
import en from '../../src/content/policy/en';
import { POLICY_PURIFY_CONFIG } from '../../src/features/privacy/policy-allow-list';
import { sanitizePolicyHtml } from '../../src/features/privacy/sanitize-policy';
import { trustedHtml, trustedScriptUrl } from '../../src/shared/trusted-types';

const POLICY_HTML = { tags: POLICY_PURIFY_CONFIG.ALLOWED_TAGS, attributes: POLICY_PURIFY_CONFIG.ALLOWED_ATTR };

describe('the Trusted Types policy', () => {
  it('admits every policy section as sanitised at build time', () => {
    for (const section of en.sections) {
      const sanitised = sanitizePolicyHtml(section.html, window as never);
      expect(String(trustedHtml(sanitised, POLICY_HTML))).toBe(sanitised);
    }
  });

  it.each([
    '<img src=x onerror="alert(1)">',
    '<p onclick="alert(1)">hi</p>',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<p>ok</p><iframe src="https://evil.example"></iframe>',
  ])('refuses markup outside the allow-list: %s', (html) => {
    expect(() => trustedHtml(html, POLICY_HTML)).toThrow(TypeError);
  });

  it('admits same-origin script URLs only', () => {
    expect(String(trustedScriptUrl('/sw.js'))).toBe(new URL('/sw.js', window.location.href).href);
    expect(() => trustedScriptUrl('https://evil.example/sw.js')).toThrow(TypeError);
    expect(() => trustedScriptUrl('//evil.example/sw.js')).toThrow(TypeError);
  });
});
