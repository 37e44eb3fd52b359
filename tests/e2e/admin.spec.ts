import { expect, test } from '@playwright/test';

// The editor at /admin/ is for the agency's staff: never cached for visitors, never indexed, never in their pages.
test('/admin/ is noindex, has its own policy, and is neither precached, in the sitemap nor in visitors’ code', async ({
  request,
}) => {
  const admin = await request.get('/admin/');
  expect(admin.ok()).toBe(true);
  expect(await admin.text()).toContain('<meta name="robots" content="noindex,nofollow">');
  expect(admin.headers()['x-robots-tag']).toBe('noindex');
  const site = await request.get('/en/');
  const adminPolicy = admin.headers()['content-security-policy'] ?? '';
  const sitePolicy = site.headers()['content-security-policy'] ?? '';
  expect(adminPolicy).toContain("'unsafe-eval'");
  expect(sitePolicy).not.toContain("'unsafe-eval'");
  expect(sitePolicy).toContain("require-trusted-types-for 'script'");

  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('"url":"en/index.html"');
  expect(worker).not.toContain('admin/');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin/');

  const home = await (await request.get('/en/')).text();
  const scripts = [...home.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([path]) => path);
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of new Set(scripts)) expect(await (await request.get(path)).text()).not.toContain('decap');
});
