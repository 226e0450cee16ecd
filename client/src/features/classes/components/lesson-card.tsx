import { Badge, Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { classesCatalogue } from '@/content/classes.ts';
import { classroomCatalogue } from '@/content/classroom.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import type { LessonCard_ItemFragment } from '@/gql/graphql.ts';
import { CheckIcon, LockIcon } from '@/components/ui/icons.tsx';
import { formatOpening } from '@common/dates.ts';
import { lessonState, type LessonState } from '@/lib/lesson-state.ts';
import { recordProgress, waitingReading, type ProgressReading } from '../progress-outbox.ts';
import { LessonThumbnail } from './lesson-thumbnail.tsx';
import { PdfLesson } from './pdf-lesson.tsx';
import { VideoLesson } from './video-lesson.tsx';

interface LessonCardProps {
  item: LessonCard_ItemFragment;
  /** The lesson to continue with: marked, and its player ready at the position. */
  current?: boolean;
}

type Progress = { positionS: number; completed: boolean };

/**
 * Where the student stands in the lesson: the gateway's record, with readings of this
 * device not yet stored (offline, or on their way) on top.
 */
function initialProgress(item: LessonCard_ItemFragment): Progress | null {
  const stored = item.progress ?? null;
  const waiting = waitingReading(item.id);
  if (!waiting) return stored;
  return {
    positionS: waiting.positionS ?? stored?.positionS ?? 0,
    completed: waiting.completed ?? stored?.completed ?? false,
  };
}

/**
 * One class item on View Classes. Unlocked: the video player or the PDF preview with its
 * Download link, the lesson's state (done, in progress, new this week) and Mark as done.
 * Locked (the gateway sends no file for it): the media dimmed to half opacity under a
 * full-contrast 'Unlocks in Week {n}' label, with the day and time it opens.
 */
export function LessonCard({ item, current = false }: LessonCardProps) {
  const { viewClassesContent: text } = useText(classesCatalogue);
  const { classroomProgressText: progressText } = useText(classroomCatalogue);
  const language = useLanguage();
  const titleId = `lesson-${item.id}-title`;
  const locked = !item.unlocked || !item.fileUrl;
  const [progress, setProgress] = useState<Progress | null>(() => initialProgress(item));
  const [durationS, setDurationS] = useState<number | undefined>();
  const [now] = useState(() => Date.now());

  const record = useCallback(
    (reading: Omit<ProgressReading, 'classItemId' | 'recordedAt'>) => {
      setProgress((before) => ({
        positionS: reading.positionS ?? before?.positionS ?? 0,
        completed: reading.completed ?? before?.completed ?? false,
      }));
      void recordProgress({
        ...reading,
        classItemId: item.id,
        recordedAt: new Date().toISOString(),
      });
    },
    [item.id],
  );

  const done = progress?.completed ?? false;
  const state = lessonState({ ...item, progress }, now, durationS);
  return (
    <Card.Root
      as="article"
      id={`lesson-${item.id}`}
      aria-labelledby={titleId}
      data-lesson-state={locked ? 'locked' : 'open'}
      data-current={current ? 'true' : undefined}
      variant="outline"
      overflow="hidden"
      borderStyle={locked ? 'dashed' : 'solid'}
      borderColor={current ? 'brand.solid' : undefined}
      borderWidth={current ? '2px' : undefined}
      bg={locked ? 'bg.subtle' : 'bg'}
      scrollMarginTop="24"
    >
      {locked || !item.fileUrl ? (
        <LockedMedia item={item} />
      ) : item.fileType === 'VIDEO' ? (
        <VideoLesson
          title={item.title}
          src={item.fileUrl}
          media={item.media ?? null}
          poster={item.thumbnailUrl}
          resumeFrom={progress && !progress.completed ? progress.positionS : null}
          onReading={record}
          onDuration={setDurationS}
        />
      ) : (
        <PdfLesson
          title={item.title}
          src={item.fileUrl}
          bytes={item.fileBytes ?? null}
          thumbnail={item.thumbnailUrl}
          onOpen={() => record({ completed: true })}
        />
      )}
      <Card.Body gap="2" pt="4">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={locked ? 'gray' : 'brand'} variant="subtle">
            {text.week(item.week)}
          </Badge>
          <Badge variant="outline" colorPalette="gray">
            {text.fileType[item.fileType]}
          </Badge>
          {locked ? null : <StateBadge state={state} />}
        </HStack>
        <Heading as="h2" size="md" id={titleId}>
          {item.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {item.description}
        </Text>
        {locked && item.unlocksAt ? (
          <Text fontSize="sm" fontWeight="medium" data-testid="opens-at">
            {progressText.opensAt(formatOpening(item.unlocksAt, language))}
          </Text>
        ) : null}
        {locked ? null : (
          <Box pt="1">
            <Button
              size="sm"
              variant={done ? 'subtle' : 'outline'}
              colorPalette={done ? 'green' : 'gray'}
              aria-pressed={done}
              // A toggle keeps one name; the pressed state and the tick say whether it is done.
              aria-label={progressText.markDoneLabel(progressText.markDone, item.title)}
              onClick={() => record({ completed: !done })}
            >
              {done ? <CheckIcon /> : null}
              {progressText.markDone}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function StateBadge({ state }: { state: LessonState }) {
  const { classroomProgressText: progressText } = useText(classroomCatalogue);
  switch (state.kind) {
    case 'done':
      return (
        <Badge colorPalette="green" variant="subtle" data-testid="lesson-state">
          <CheckIcon />
          {progressText.state.done}
        </Badge>
      );
    case 'in-progress':
      return (
        <Badge colorPalette="blue" variant="subtle" data-testid="lesson-state">
          {state.minutesLeft === null
            ? progressText.state.inProgress
            : progressText.state.minutesLeft(state.minutesLeft)}
        </Badge>
      );
    case 'new':
      return (
        <Badge colorPalette="orange" variant="subtle" data-testid="lesson-state">
          {progressText.state.newThisWeek}
        </Badge>
      );
    default:
      return null;
  }
}

function LockedMedia({ item }: { item: LessonCard_ItemFragment }) {
  const { viewClassesContent: text } = useText(classesCatalogue);
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
