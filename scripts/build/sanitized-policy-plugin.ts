import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Plugin } from 'vite';
import type { PrivacyPolicy } from '../../src/content/types.ts';
import { sanitizePolicyHtml } from '../../src/features/privacy/sanitize-policy.ts';
import { buildTimeModule } from './build-time-module.ts';
import { evaluateDefault } from './evaluate-module.ts';

/**
 * `content/policy/xx.ts?sanitized` imports arrive with every section's HTML already passed through DOMPurify
 * (the spec's allow-list), so unsanitised policy HTML never ships and the browser never downloads DOMPurify.
 */
export function sanitizedPolicy(): Plugin {
  return buildTimeModule('sanitized-policy', /\?sanitized$/, async (file) => {
    const policy = await evaluateDefault<PrivacyPolicy>(file);
    const window = new JSDOM('').window as unknown as WindowLike;
    const sections = policy.sections.map((section) => ({
      ...section,
      html: sanitizePolicyHtml(section.html, window),
    }));
    return { ...policy, sections };
  });
}
