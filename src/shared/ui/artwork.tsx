import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { CROPS } from '../../content/image-crops';
import { type ContentImage, contentImage } from '../../content/images';
import { photoCaption } from '../../content/photo-captions';
import { PictureCaption } from './picture-caption';

interface ArtworkProps {
  name: string;
  alt: string;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  wide?: boolean;
}

interface CaptionProps {
  /**
   * A photo's place, author and licence: under it, in a strip at its foot (banner, hero), on one line in its corner
   * (cards, so a credit never changes a card's height), or over its edge (poster, church hero). Drawings have none.
   */
  caption?: 'below' | 'strip' | 'inset' | 'overlay';
  /** The figure around a captioned photo (default: the positioned box an overlay sits in). */
  figureClassName?: string;
  /** What a drawing's caption says instead (a photo's record says what the photo shows). */
  drawingCaption?: ReactNode;
}

// Written out whole so the CSS build finds both class names.
const CAPTION_CLASS = {
  below: 'picture-caption-below',
  strip: 'picture-caption-strip',
  inset: 'picture-caption-inset',
  overlay: 'picture-caption-overlay',
} as const;

/** Content image by name, cropped around its subject (CROPS), with its credit when it is a photo. */
export function Artwork({
  name,
  className,
  caption,
  figureClassName,
  drawingCaption,
  ...props
}: ArtworkProps & CaptionProps) {
  const crop = CROPS[name];
  const picture = (
    <Picture image={contentImage(name)} className={crop ? `${className ?? ''} ${crop}` : className} {...props} />
  );
  const credit = caption && photoCaption(name);
  if (credit)
    return (
      <figure className={figureClassName ?? 'relative'} data-photo={name}>
        {picture}
        <PictureCaption credit={credit} className={CAPTION_CLASS[caption]} />
      </figure>
    );
  if (!drawingCaption) return picture;
  return (
    <figure className={figureClassName}>
      {picture}
      {drawingCaption}
    </figure>
  );
}

/** Width and height always set, so nothing shifts while it loads; photos come as AVIF/WebP at three widths. */
export function Picture({
  image,
  alt,
  className,
  priority = false,
  wide = false,
}: Omit<ArtworkProps, 'name'> & { image: ContentImage }) {
  const { width, height } = image.size ?? (wide ? { width: 1600, height: 700 } : { width: 1200, height: 800 });
  // A wide picture covers a tall box on a phone (a hero), where it is drawn two to three screens wide.
  const sizes = wide ? '(max-width: 767px) 300vw, 100vw' : '(min-width: 768px) 50vw, 100vw';
  // React preloads an eager <img>, but not one inside <picture>: the hero photo's best format is preloaded here.
  const [best] = image.sources;
  if (priority && best)
    preload(image.src, {
      as: 'image',
      imageSrcSet: best.srcset,
      imageSizes: sizes,
      type: best.type,
      fetchPriority: 'high',
    });
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-art
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
