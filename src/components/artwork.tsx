import { imageUrl } from '../content/images';

interface ArtworkProps {
  name: string;
  alt: string;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  wide?: boolean;
}

/** Content image with intrinsic size set, so nothing shifts while it loads. */
export function Artwork({ name, alt, className, priority = false, wide = false }: ArtworkProps) {
  return (
    <img
      src={imageUrl(name)}
      alt={alt}
      width={wide ? 1600 : 1200}
      height={wide ? 700 : 800}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
