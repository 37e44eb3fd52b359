/** A photo as vite-imagetools' `as=picture` gives it (its own type would bring Node's types into the page's code). */
interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Artwork by name: the SVG stand-ins drawn for this site, or photos the agency drops beside them
 * (jpg/png/webp), which the build turns into AVIF/WebP/JPEG at three widths.
 */
const drawings = import.meta.glob<string>('./images/*.svg', { query: '?url', import: 'default', eager: true });
const photos = import.meta.glob<Picture>('./images/*.{jpg,jpeg,png,webp}', {
  query: { w: '480;960;1600', format: 'avif;webp;jpg', as: 'picture' },
  import: 'default',
  eager: true,
});

export interface ContentImage {
  src: string;
  /** Intrinsic size when known (photos); drawings take the size their slot gives them. */
  size?: { width: number; height: number };
  /** srcset per format, best first (photos only). */
  sources: { type: string; srcset: string }[];
}

const nameOf = (path: string) => path.replace(/^.*\/|\.\w+$/g, '');
const find = <T>(files: Record<string, T>, name: string) =>
  Object.entries(files).find(([path]) => nameOf(path) === name)?.[1];

/** A photo wins over a drawing of the same name, so dropping one in replaces the artwork. */
export function contentImage(name: string): ContentImage {
  const photo = find(photos, name);
  if (photo) return pictureImage(photo);
  const drawing = find(drawings, name);
  if (!drawing) throw new Error(`No image named "${name}" in src/content/images`);
  return { src: drawing, sources: [] };
}

export function pictureImage(picture: Picture): ContentImage {
  return {
    src: picture.img.src,
    size: { width: picture.img.w, height: picture.img.h },
    sources: Object.entries(picture.sources).map(([format, srcset]) => ({ type: `image/${format}`, srcset })),
  };
}

export const imageUrl = (name: string) => contentImage(name).src;

/** Whether a photo stands in for the drawing of that name (the launch checklist lists the drawings left). */
export const isPhoto = (name: string) => find(photos, name) !== undefined;
