/** One encoding of an illustration at one width (see src/assets/illustrations). */
export interface ImageSource {
  src: string;
  width: number;
}

/** An illustration in modern formats, with its intrinsic size. */
export interface Illustration {
  width: number;
  height: number;
  avif: readonly ImageSource[];
  webp: readonly ImageSource[];
}

interface ResponsivePictureProps {
  image: Illustration;
  alt: string;
  /** The `sizes` of the sources: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold: fetched at once and first. Otherwise lazy. */
  priority?: boolean;
  className?: string;
}

export const srcSet = (sources: readonly ImageSource[]) =>
  sources.map((source) => `${source.src} ${source.width}w`).join(', ');

/**
 * AVIF, then WebP, at several widths. width and height give the box its ratio
 * before the file arrives, so nothing below it moves (no layout shift).
 */
export function ResponsivePicture({ image, alt, sizes, priority = false, className }: ResponsivePictureProps) {
  const fallback = image.webp[image.webp.length - 1];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback?.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
      />
    </picture>
  );
}
