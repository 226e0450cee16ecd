import { Badge, Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { viewClassesContent as text } from '@/content/classes.ts';
import type { LessonCard_ItemFragment } from '@/gql/graphql.ts';
import { LockIcon } from '@/components/ui/icons.tsx';
import { LessonThumbnail } from './lesson-thumbnail.tsx';
import { PdfLesson } from './pdf-lesson.tsx';
import { VideoLesson } from './video-lesson.tsx';

interface LessonCardProps {
  item: LessonCard_ItemFragment;
}

/**
 * One class item on View Classes. Unlocked: the video player or the PDF preview with its
 * Download link. Locked (the gateway sends no file for it): the media dimmed to half
 * opacity under a full-contrast 'Unlocks in Week {n}' label.
 */
export function LessonCard({ item }: LessonCardProps) {
  const titleId = `lesson-${item.id}-title`;
  const locked = !item.unlocked || !item.fileUrl;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      data-lesson-state={locked ? 'locked' : 'open'}
      variant="outline"
      overflow="hidden"
      borderStyle={locked ? 'dashed' : 'solid'}
      bg={locked ? 'bg.subtle' : 'bg'}
    >
      {locked || !item.fileUrl ? (
        <LockedMedia item={item} />
      ) : item.fileType === 'VIDEO' ? (
        <VideoLesson
          itemId={item.id}
          title={item.title}
          src={item.fileUrl}
          poster={item.thumbnailUrl}
        />
      ) : (
        <PdfLesson title={item.title} src={item.fileUrl} thumbnail={item.thumbnailUrl} />
      )}
      <Card.Body gap="2" pt="4">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={locked ? 'gray' : 'brand'} variant="subtle">
            {text.week(item.week)}
          </Badge>
          <Badge variant="outline" colorPalette="gray">
            {text.fileType[item.fileType]}
          </Badge>
        </HStack>
        <Heading as="h2" size="md" id={titleId}>
          {item.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {item.description}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function LockedMedia({ item }: LessonCardProps) {
  return (
    <Box position="relative" aspectRatio={16 / 9} bg="gray.200">
      {/* Only the picture is dimmed: text at half opacity would fail contrast. */}
      <Box position="absolute" inset="0" opacity={0.5} data-testid="locked-media">
        <LessonThumbnail src={item.thumbnailUrl} fileType={item.fileType} muted />
      </Box>
      <HStack
        position="absolute"
        left="50%"
        top="50%"
        transform="translate(-50%, -50%)"
        gap="2"
        px="4"
        py="2"
        borderRadius="full"
        bg="gray.900"
        color="white"
        fontWeight="semibold"
        fontSize="sm"
        whiteSpace="nowrap"
        boxShadow="md"
      >
        <LockIcon boxSize="4.5" />
        <Text as="span">{text.locked(item.week)}</Text>
      </HStack>
    </Box>
  );
}
