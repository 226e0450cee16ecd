import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { classesCatalogue } from '@/content/classes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { downloadName } from '../lesson-files.ts';
import { formatBytes } from '../lesson-streams.ts';
import { LessonThumbnail } from './lesson-thumbnail.tsx';

interface PdfLessonProps {
  title: string;
  src: string;
  /** The document's size, when the gateway knows it. */
  bytes: number | null;
  thumbnail: string | null;
  /** Called when the student opens or downloads the document (the lesson is then done). */
  onOpen?: () => void;
}

/** An unlocked PDF lesson: a preview that opens the document, and a Download link. */
export function PdfLesson({ title, src, bytes, thumbnail, onOpen }: PdfLessonProps) {
  const { viewClassesContent: text } = useText(classesCatalogue);
  return (
    <Box>
      <Link
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        display="block"
        position="relative"
        aspectRatio={16 / 9}
        bg="brand.subtle"
        overflow="hidden"
        aria-label={text.pdfPreview(title)}
        onClick={onOpen}
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '-3px',
        }}
      >
        <LessonThumbnail src={thumbnail} fileType="PDF" />
      </Link>
      <HStack gap="3" px="4" pt="3" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <a href={src} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
            {text.openPdf}
          </a>
        </Button>
        <Button asChild size="sm" colorPalette="brand">
          {/* Saved, not opened: the file answers ?download as an attachment under this name. */}
          <a
            href={`${src}${src.includes('?') ? '&' : '?'}download`}
            download={downloadName(title)}
            aria-label={text.downloadLabel(title)}
            onClick={onOpen}
          >
            {text.download}
          </a>
        </Button>
        {bytes !== null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="lesson-cost">
            {text.pdfSize(formatBytes(bytes))}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}
