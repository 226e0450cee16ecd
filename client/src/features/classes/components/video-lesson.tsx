import { Box, chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { viewClassesContent as text } from '@/content/classes.ts';
import {
  PLAYBACK_RATES,
  SAVE_INTERVAL_SECONDS,
  forgetPosition,
  formatClock,
  readPosition,
  resumePosition,
  savePosition,
} from '../playback-position.ts';
import { PlayIcon } from '@/components/ui/icons.tsx';

interface VideoLessonProps {
  itemId: string;
  title: string;
  src: string;
  poster: string | null;
}

/**
 * An unlocked video lesson (SPEC.md §2 View Classes): the browser's player with download
 * and picture-in-picture turned off, a large play button, a speed control, and resume
 * from where the student stopped last time.
 */
export function VideoLesson({ itemId, title, src, poster }: VideoLessonProps) {
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const [paused, setPaused] = useState(true);
  const [rate, setRate] = useState(1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const speedId = useId();

  const restore = (event: SyntheticEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    player.playbackRate = rate;
    const from = resumePosition(readPosition(itemId), player.duration);
    if (from !== null) {
      player.currentTime = from;
      lastSaved.current = from;
      setResumedAt(from);
    }
  };

  const keep = (seconds: number) => {
    lastSaved.current = seconds;
    savePosition(itemId, seconds);
  };

  // While playing, at most every few seconds.
  const remember = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { currentTime } = event.currentTarget;
    if (Math.abs(currentTime - lastSaved.current) >= SAVE_INTERVAL_SECONDS) keep(currentTime);
  };

  const changeRate = (value: number) => {
    setRate(value);
    if (video.current) video.current.playbackRate = value;
  };

  return (
    <Box>
      <Box position="relative" bg="black" aspectRatio={16 / 9}>
        <chakra.video
          ref={video}
          src={src}
          poster={poster ?? undefined}
          controls
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          preload="metadata"
          playsInline
          aria-label={title}
          w="full"
          h="full"
          objectFit="contain"
          onContextMenu={(event) => event.preventDefault()}
          onLoadedMetadata={restore}
          onTimeUpdate={remember}
          onPlay={() => setPaused(false)}
          onPause={(event) => {
            setPaused(true);
            keep(event.currentTarget.currentTime);
          }}
          onSeeked={(event) => {
            // Moving the scrubber while paused is also where the student wants to be.
            if (event.currentTarget.paused) keep(event.currentTarget.currentTime);
          }}
          onEnded={() => {
            setPaused(true);
            forgetPosition(itemId);
          }}
        />
        {paused ? (
          <chakra.button
            type="button"
            aria-label={text.play(title)}
            position="absolute"
            top="50%"
            left="50%"
            transform="translate(-50%, -50%)"
            w={{ base: '16', md: '20' }}
            h={{ base: '16', md: '20' }}
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxShadow="lg"
            cursor="pointer"
            transition="transform 0.15s"
            _hover={{ transform: 'translate(-50%, -50%) scale(1.06)' }}
            _focusVisible={{
              outline: '3px solid',
              outlineColor: 'brand.200',
              outlineOffset: '2px',
            }}
            onClick={() => void video.current?.play()}
          >
            <PlayIcon boxSize="8" />
          </chakra.button>
        ) : null}
      </Box>
      <HStack justify="space-between" gap="3" px="4" pt="3" wrap="wrap">
        <HStack gap="2">
          <chakra.label htmlFor={speedId} fontSize="sm" fontWeight="medium">
            {text.speed}
          </chakra.label>
          <NativeSelect.Root size="sm" width="24">
            <NativeSelect.Field
              id={speedId}
              value={String(rate)}
              onChange={(event) => changeRate(Number(event.currentTarget.value))}
            >
              {PLAYBACK_RATES.map((value) => (
                <option key={value} value={String(value)}>
                  {text.speedOption(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {resumedAt !== null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="resume-note">
            {text.resumed(formatClock(resumedAt))}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}
