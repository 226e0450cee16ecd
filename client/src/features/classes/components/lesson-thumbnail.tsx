import { Center, Image } from '@chakra-ui/react';
import { DocumentIcon, PlayIcon } from '@/components/ui/icons.tsx';
import type { FileType } from '@/gql/graphql.ts';

interface LessonThumbnailProps {
  src: string | null;
  fileType: FileType;
  /** Greyed, for a lesson still locked. */
  muted?: boolean;
}

/** A lesson's picture, filling its frame: its thumbnail, or the glyph of its kind. */
export function LessonThumbnail({ src, fileType, muted = false }: LessonThumbnailProps) {
  if (src) {
    return (
      <Image
        src={src}
        alt=""
        width="640"
        height="360"
        loading="lazy"
        w="full"
        h="full"
        objectFit="cover"
        filter={muted ? 'grayscale(0.6)' : undefined}
      />
    );
  }
  const Glyph = fileType === 'VIDEO' ? PlayIcon : DocumentIcon;
  return (
    <Center h="full" color={muted ? 'gray.700' : 'brand.fg'}>
      <Glyph boxSize={muted ? '12' : '14'} />
    </Center>
  );
}
