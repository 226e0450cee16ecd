import { AbsoluteCenter, Box, chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type HlsPlayer from 'hls.js/light';
import { classesCatalogue } from '@/content/classes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import {
  DONE_AT_SHARE,
  PLAYBACK_RATES,
  SAVE_INTERVAL_SECONDS,
  formatClock,
  resumePosition,
} from '../playback-position.ts';
import type { ProgressReading } from '../progress-outbox.ts';
import { useDataSaver } from '../data-saver.ts';
import {
  HLS_SETTINGS,
  costText,
  qualitiesFor,
  settledQuality,
  sourceFor,
  type LessonMedia,
  type Quality,
} from '../lesson-streams.ts';
import { PlayIcon } from '@/components/ui/icons.tsx';
import { brandFill } from '@/components/ui/looks.ts';

type Reading = Omit<ProgressReading, 'classItemId' | 'recordedAt'>;

interface VideoLessonProps {
  title: string;
  /** The original file (plays until the lesson's renditions are ready). */
  src: string;
  /** The lesson's HLS renditions, when the gateway has them. */
  media: LessonMedia | null;
  poster: string | null;
  /** Where the student stopped, on any device (null: never started). */
  resumeFrom: number | null;
  /** Called with each position worth keeping (and `completed` once played to 90% or the end). */
  onReading: (reading: Reading) => void;
  /** Called once the video's length is known. */
  onDuration?: (seconds: number) => void;
}

/**
 * An unlocked video lesson (SPEC.md §2 View Classes): the browser's player with download
 * and picture-in-picture turned off, a large play button, a speed control, and resume
 * from where the student stopped last time, on whichever device. The position is reported
 * every 10 seconds while playing, on pause, at the end, when the page is hidden and when
 * the lesson is left. Once the gateway has prepared the lesson it streams as HLS (natively
 * where the browser can, else through hls.js, loaded only then) in the quality the student
 * picks: Auto, a fixed picture size or audio only; the data saver keeps it at 240p or audio.
 */
export function VideoLesson({
  title,
  src,
  media,
  poster,
  resumeFrom,
  onReading,
  onDuration,
}: VideoLessonProps) {
  const { viewClassesContent: text } = useText(classesCatalogue);
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const [paused, setPaused] = useState(true);
  const [rate, setRate] = useState(1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const dataSaver = useDataSaver();
  const offered = qualitiesFor(media, dataSaver);
  const [wanted, setWanted] = useState<Quality>('auto');
  const quality = settledQuality(wanted, offered);
  const source = sourceFor(media, quality, src);
  /** Where to carry on after a change of quality (the position the old source stood at). */
  const carryOn = useRef<number | null>(null);
  // The latest handler, for listeners set up once.
  const report = useRef(onReading);
  useEffect(() => {
    report.current = onReading;
  }, [onReading]);

  // The newest links: a refetched page brings freshly signed ones for the same streams,
  // which the player takes up at its next change, not by starting over.
  const links = useRef({ source, src });
  useEffect(() => {
    links.current = { source, src };
  });

  // Loads the chosen source: natively (the original, or HLS where the browser plays it),
  // else through hls.js; a change of quality carries on from the same moment.
  useEffect(() => {
    const player = video.current;
    if (!player) return;
    const { source: chosen, src: original } = links.current;
    const playing = !player.paused;
    if (player.currentTime > 0) carryOn.current = player.currentTime;
    let hls: HlsPlayer | null = null;
    let cancelled = false;
    const resume = () => {
      if (playing) void player.play().catch(() => undefined);
    };
    if (!chosen.hls || player.canPlayType('application/vnd.apple.mpegurl') !== '') {
      player.src = chosen.url;
      resume();
    } else {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          player.src = original;
          return;
        }
        const instance = new Hls(HLS_SETTINGS);
        hls = instance;
        instance.on(Hls.Events.ERROR, (_event, data) => {
          // A stream that cannot be played (or whose link has expired) falls back to the
          // newest link of the original file.
          if (!data.fatal) return;
          instance.destroy();
          player.src = links.current.src;
        });
        instance.loadSource(chosen.url);
        instance.attachMedia(player);
        resume();
      });
    }
    return () => {
      cancelled = true;
      hls?.destroy();
    };
    // Reloaded when the quality changes, or when the renditions become ready (HLS or not).
  }, [quality, source.hls]);

  const restore = (event: SyntheticEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    player.playbackRate = rate;
    if (Number.isFinite(player.duration)) onDuration?.(player.duration);
    if (carryOn.current !== null) {
      player.currentTime = carryOn.current;
      carryOn.current = null;
      return;
    }
    const from = resumePosition(resumeFrom, player.duration);
    if (from !== null && from > 0) {
      player.currentTime = from;
      lastSaved.current = from;
      setResumedAt(from);
    }
  };

  const keep = (player: HTMLVideoElement, ended = false) => {
    const { currentTime, duration } = player;
    lastSaved.current = currentTime;
    const known = Number.isFinite(duration) && duration > 0;
    report.current({
      positionS: currentTime,
      durationS: known ? duration : undefined,
      completed: ended || (known && currentTime >= duration * DONE_AT_SHARE) ? true : undefined,
    });
  };

  // While playing, every SAVE_INTERVAL_SECONDS of playback.
  const remember = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { currentTime } = event.currentTarget;
    if (Math.abs(currentTime - lastSaved.current) >= SAVE_INTERVAL_SECONDS)
      keep(event.currentTarget);
  };

  // The page hidden (another app, the screen off) or the lesson left: keep where it stood.
  useEffect(() => {
    const player = video.current;
    if (!player) return;
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && player.currentTime > 0) keep(player);
    };
    const onLeave = () => {
      if (player.currentTime > 0) keep(player);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      if (player.currentTime > 0 && player.currentTime !== lastSaved.current) keep(player);
    };
    // Set up once per player; `keep` reads the latest handler through a ref.
  }, []);

  const changeRate = (value: number) => {
    setRate(value);
    if (video.current) video.current.playbackRate = value;
  };

  return (
    <Box>
      <Box position="relative" bg="black" aspectRatio={16 / 9}>
        <chakra.video
          ref={video}
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
            // The end also pauses; it is reported as the end.
            if (!event.currentTarget.ended) keep(event.currentTarget);
          }}
          onSeeked={(event) => {
            // Moving the scrubber while paused is also where the student wants to be.
            if (event.currentTarget.paused) keep(event.currentTarget);
          }}
          onEnded={(event) => {
            setPaused(true);
            keep(event.currentTarget, true);
          }}
        />
        {paused ? (
          // Chakra's AbsoluteCenter puts the button in the middle of the video and its icon in
          // the middle of the button (its `translate`, so the hover's scale adds to it).
          <AbsoluteCenter
            asChild
            boxSize={{ base: '16', md: '20' }}
            borderRadius="full"
            {...brandFill}
            boxShadow="lg"
            cursor="pointer"
            transition="transform 0.15s"
            _hover={{ transform: 'scale(1.06)' }}
            _focusVisible={{
              outline: '3px solid',
              outlineColor: 'brand.200',
              outlineOffset: '2px',
            }}
          >
            <button
              type="button"
              aria-label={text.play(title)}
              onClick={() => void video.current?.play()}
            >
              <PlayIcon boxSize="8" />
            </button>
          </AbsoluteCenter>
        ) : null}
      </Box>
      <HStack justify="space-between" gap="3" px="4" pt="3" wrap="wrap">
        <LabelledSelect
          label={text.speed}
          width="24"
          value={String(rate)}
          options={PLAYBACK_RATES.map((value) => ({
            value: String(value),
            label: text.speedOption(value),
          }))}
          onChange={(value) => changeRate(Number(value))}
        />
        {offered.length > 0 ? (
          <LabelledSelect
            label={text.quality}
            width="32"
            value={quality}
            options={offered.map((value) => ({ value, label: text.qualityOption(value) }))}
            onChange={(value) => setWanted(value as Quality)}
          />
        ) : null}
        {resumedAt !== null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="resume-note">
            {text.resumed(formatClock(resumedAt))}
          </Text>
        ) : null}
      </HStack>
      <LessonCost cost={costText(media, quality, dataSaver, text.costParts)} />
    </Box>
  );
}

/** A player setting: its label and a native select of its choices. */
function LabelledSelect({
  label,
  width,
  value,
  options,
  onChange,
}: {
  label: string;
  width: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" width={width}>
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

function LessonCost({ cost }: { cost: string | null }) {
  const { viewClassesContent: text } = useText(classesCatalogue);
  if (cost === null) return null;
  return (
    <Text fontSize="sm" color="fg.muted" px="4" pt="2" data-testid="lesson-cost">
      {text.cost(cost)}
    </Text>
  );
}
