import { Image, type ImageProps } from '@chakra-ui/react';
import type { Picture } from '@/content/marketing.ts';

interface ResponsiveImageProps extends Omit<
  ImageProps,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'htmlWidth' | 'htmlHeight'
> {
  picture: Picture;
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** Above the fold: load at once, at high priority. Otherwise lazily, near the viewport. */
  priority?: boolean;
}

const fileOf = (name: string, width: number) => `/images/${name}-${width}.webp`;

/**
 * How a picture loads: a first one (the page's largest paint, often) at once, at high
 * priority and decoded in step with the page; the others lazily, near the viewport.
 */
export const loadingOf = (first: boolean) =>
  ({
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : 'auto',
    decoding: first ? 'auto' : 'async',
  }) as const;

/**
 * One of our WebP illustrations at the width the layout needs (srcset + sizes), with its
 * intrinsic width and height as attributes so nothing moves while it loads.
 */
export function ResponsiveImage({
  picture,
  sizes,
  priority = false,
  ...style
}: ResponsiveImageProps) {
  const { name, widths, width, height, alt } = picture;
  const fallback = widths[Math.min(1, widths.length - 1)] ?? width;
  return (
    <Image
      src={fileOf(name, fallback)}
      srcSet={widths.map((w) => `${fileOf(name, w)} ${w}w`).join(', ')}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={height}
      alt={alt}
      {...loadingOf(priority)}
      display="block"
      w="full"
      h="auto"
      {...style}
    />
  );
}
