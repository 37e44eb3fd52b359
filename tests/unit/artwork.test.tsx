import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pictureImage } from '../../src/content/images';
import { Artwork, Picture } from '../../src/shared/ui/artwork';

describe('content images', () => {
  it('serves a dropped-in photo as AVIF and WebP at three widths, with its intrinsic size and a JPEG fallback', () => {
    const image = pictureImage({
      sources: { avif: '/a-480.avif 480w, /a-960.avif 960w', webp: '/a-480.webp 480w, /a-960.webp 960w' },
      img: { src: '/a-1600.jpg', w: 1600, h: 1067 },
    });
    const { container } = render(<Picture image={image} alt="Red Sea at dawn" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe('/a-480.avif 480w, /a-960.avif 960w');
    const img = container.querySelector('picture > img');
    expect(img).toMatchObject({ width: 1600, height: 1067, alt: 'Red Sea at dawn' });
    expect(img?.getAttribute('src')).toBe('/a-1600.jpg');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('preloads a hero photo in its best format with the widths and sizes the page asks for', () => {
    const image = pictureImage({
      sources: { avif: '/a-480.avif 480w, /a-1600.avif 1600w', webp: '/a-480.webp 480w, /a-1600.webp 1600w' },
      img: { src: '/a-1600.jpg', w: 1600, h: 1067 },
    });
    const html = renderToString(<Picture image={image} alt="" wide priority />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const link = page.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('imagesrcset')).toBe('/a-480.avif 480w, /a-1600.avif 1600w');
    // The preload asks for the file the picture itself will choose, or the browser fetches two.
    const sizes = page.querySelector('picture source[type="image/avif"]')?.getAttribute('sizes');
    expect(sizes).toBeTruthy();
    expect(link?.getAttribute('imagesizes')).toBe(sizes);
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(renderToString(<Picture image={image} alt="" />)).not.toContain('rel="preload"');
  });

  it('draws the SVG artwork with a size set, and loads the hero eagerly at high priority', () => {
    const { container } = render(<Artwork name="hero-poster" alt="" wide priority />);
    const img = container.querySelector('img');
    expect(container.querySelector('picture')).toBeNull();
    expect(img?.getAttribute('src')).toMatch(/hero-poster.*\.svg$/);
    expect(img).toMatchObject({ width: 1600, height: 700 });
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('names a missing image instead of rendering a broken one', () => {
    expect(() => render(<Artwork name="no-such-scene" alt="" />)).toThrow('No image named "no-such-scene"');
  });
});
