import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/config/languages';
import {
  allPageUrls,
  allTourUrls,
  forwardingTourPaths,
  hrefFor,
  isUnknownPage,
  localizePath,
  PAGE_KEYS,
  pathFor,
  redirectTarget,
  routePathFor,
  samePageIn,
  toPublicPath,
  toRoutePath,
  tourIdPath,
  tourIds,
  tourPath,
} from '../../src/config/routes';

describe('route table', () => {
  it('gives every fixed page its own address in every language', () => {
    const paths = allPageUrls().map((url) => url.path);
    expect(new Set(paths).size).toBe(PAGE_KEYS.length * LANGS.length);
  });

  it('keeps the published English and blog addresses', () => {
    expect(pathFor('tours', 'en')).toBe('/en/biblical-tours');
    expect(tourPath('sinai-adventure', 'en')).toBe('/en/saudi-arabia-mount-sinai-adventure');
    expect(tourPath('sinai-dubai', 'en')).toBe('/en/saudi-arabia-mount-sinai-dubai');
    expect(tourPath('turkey-tour', 'en')).toBe('/en/turkey-tour');
    expect(pathFor('privacy', 'en')).toBe('/en/privacy-policy');
    expect(pathFor('blog', 'hk')).toBe('/hk/博客');
    expect(pathFor('blog', 'cn')).toBe('/cn/博客');
    expect(pathFor('home', 'hk')).toBe('/hk/');
  });

  for (const page of PAGE_KEYS) {
    for (const from of LANGS) {
      it(`maps ${page} in ${from} to every language and back`, () => {
        expect(toRoutePath(pathFor(page, from))).toBe(routePathFor(page, from));
        expect(toRoutePath(hrefFor(page, from))).toBe(routePathFor(page, from));
        expect(toPublicPath(routePathFor(page, from))).toBe(pathFor(page, from));
        for (const to of LANGS) {
          const mapped = localizePath(pathFor(page, from), to);
          expect(mapped).toBe(pathFor(page, to));
          expect(localizePath(mapped, from)).toBe(pathFor(page, from));
        }
      });
    }
  }

  for (const id of tourIds()) {
    it(`maps the tour ${id} to every language and back`, () => {
      for (const from of LANGS) {
        expect(toRoutePath(encodeURI(tourPath(id, from)))).toBe(`/${from}/tours/${id}`);
        expect(toPublicPath(`/${from}/tours/${id}`)).toBe(tourPath(id, from));
        for (const to of LANGS) expect(localizePath(tourPath(id, from), to)).toBe(tourPath(id, to));
      }
    });
  }

  it('falls back to prefix + the same path when a page has no equivalent', () => {
    expect(localizePath('/en/unknown/page', 'hk')).toBe('/hk/unknown/page');
    expect(localizePath('/en/unknown', 'hk')).toBe('/hk/unknown');
  });

  it("reads the route tree's own English names as no page (only each language's addresses are pages)", () => {
    for (const path of ['/en/tours', '/hk/blog', '/en/tours/turkey-tour', '/cn/privacy']) {
      expect(isUnknownPage(toRoutePath(path))).toBe(true);
      expect(toPublicPath(toRoutePath(path))).toBe(path);
    }
  });

  it('forwards unprefixed names and unknown prefixes to the localized page or home', () => {
    expect(redirectTarget('/sinai-adventure', 'en')).toBe('/en/saudi-arabia-mount-sinai-adventure');
    expect(redirectTarget('/sinai-dubai', 'hk')).toBe(tourPath('sinai-dubai', 'hk'));
    expect(redirectTarget('/turkey-tour', 'cn')).toBe(tourPath('turkey-tour', 'cn'));
    expect(redirectTarget('/blog', 'hk')).toBe('/hk/博客');
    expect(redirectTarget('/privacy-policy', 'en')).toBe('/en/privacy-policy');
    expect(redirectTarget('/tours', 'en')).toBe('/en/biblical-tours');
    expect(redirectTarget('/fr/turkey-tour', 'hk')).toBe(tourPath('turkey-tour', 'hk'));
    expect(redirectTarget('/xx/%E5%8D%9A%E5%AE%A2', 'en')).toBe('/en/blog');
    expect(redirectTarget('/something-else', 'cn')).toBe('/cn/');
  });

  it('sends an address that names a page another way under a language to that page in the language', () => {
    expect(samePageIn('/hk/thank-you')).toBe(pathFor('thanks', 'hk'));
    expect(samePageIn('/en/tours')).toBe(pathFor('tours', 'en'));
    expect(samePageIn(encodeURI('/en/條款及細則'))).toBe(pathFor('terms', 'en'));
    for (const id of tourIds()) {
      expect(samePageIn(`/cn/${id}`)).toBe(tourPath(id, 'cn'));
      expect(samePageIn(tourPath(id, 'hk').replace('/hk/', '/en/'))).toBe(tourPath(id, 'en'));
    }
    // A page already, or no page at all: nothing to forward to.
    expect(samePageIn(pathFor('terms', 'hk'))).toBeUndefined();
    expect(samePageIn('/hk/no-such-page')).toBeUndefined();
    expect(samePageIn('/hk/blog/no-such-article')).toBeUndefined();
  });

  it('gives every tour a lasting address by its id that forwards to its page, for printed codes', () => {
    for (const id of tourIds())
      for (const lang of LANGS) expect(redirectTarget(tourIdPath(id, lang), lang)).toBe(tourPath(id, lang));
    const forwarding = forwardingTourPaths();
    for (const { path } of allTourUrls()) expect(forwarding).not.toContain(path);
  });
});
