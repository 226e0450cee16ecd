import { Box, Image } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { loadingOf } from './picture.tsx';

type BoxProps = ComponentProps<typeof Box>;

interface CourseImageProps extends Omit<BoxProps, 'children'> {
  src: string | null;
  alt: string;
  /**
   * The first image of a page (its largest paint, often) loads at once and ahead of the
   * page's scripts; the others when scrolled near.
   */
  eager?: boolean;
}

/** A course picture in a fixed 16:10 frame, so the layout does not move when it loads. */
export function CourseImage({ src, alt, eager = false, ...frame }: CourseImageProps) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius="lg"
      bg="brand.subtle"
      aspectRatio={16 / 10}
      {...frame}
    >
      {src ? (
        <Image
          src={src}
          alt={alt}
          width="800"
          height="500"
          {...loadingOf(eager)}
          w="full"
          h="full"
          objectFit="cover"
        />
      ) : (
        <Box
          aria-hidden="true"
          h="full"
          bgGradient="to-br"
          gradientFrom="brand.200"
          gradientTo="brand.500"
        />
      )}
    </Box>
  );
}
