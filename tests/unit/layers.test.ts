// @vitest-environment node
import { expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { findViolations, violation } from '../../scripts/check-layers.mjs';

it('allows imports down the layers: app → features → shared → content → config', () => {
  expect(violation('app/home-page.tsx', 'features/home/home-view.tsx')).toBeUndefined();
  expect(violation('features/blog/blog-view.tsx', 'shared/i18n/use-t.ts')).toBeUndefined();
  expect(violation('shared/ui/artwork.tsx', 'content/images/index.ts')).toBeUndefined();
  expect(violation('content/site.ts', 'config/routes.ts')).toBeUndefined();
  expect(violation('sw/sw.ts', 'features/enquiry/core/index.ts')).toBeUndefined();
});

it('refuses imports up the layers, across features, and into the worker or the core’s insides', () => {
  expect(violation('shared/ui/prose.tsx', 'app/shell/shell.tsx')).toMatch(/down the layers/);
  expect(violation('features/home/home-view.tsx', 'features/enquiry/enquiry-form.tsx')).toMatch(/another feature/);
  expect(violation('config/routes.ts', 'content/site.ts')).toMatch(/down the layers/);
  expect(violation('features/blog/use-offline-articles.ts', 'sw/runtime-caches.ts')).toMatch(/only the worker/);
  expect(violation('sw/sw.ts', 'features/enquiry/core/outbox.ts')).toMatch(/core\/index\.ts/);
  expect(violation('features/enquiry/core/outbox.ts', 'features/enquiry/use-outbox.tsx')).toMatch(/enquiry core/);
});

it('finds no import against the direction in src/', () => {
  expect(findViolations()).toEqual([]);
});
