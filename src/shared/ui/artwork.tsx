import { CROPS } from '../../content/image-crops';
import { type ContentImage, contentImage } from '../../content/images';

interface ArtworkProps {
  name: string;
  alt: string;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  wide?: boolean;
}

/** Content image by name, cropped around its subject (CROPS). */
export function Artwork({ name, className, ...props }: ArtworkProps) {
  const crop = CROPS[name];
  return <Picture image={contentImage(name)} className={crop ? `${className ?? ''} ${crop}` : className} {...props} />;
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
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcset}
          sizes={wide ? '100vw' : '(min-width: 768px) 50vw, 100vw'}
        />
      ))}
      {img}
    </picture>
  );
}
