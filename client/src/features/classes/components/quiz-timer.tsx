import { Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { quizCatalogue } from '@/content/quiz.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

interface QuizTimerProps {
  /** When the attempt's time is up (ISO 8601). */
  expiresAt: string;
  /** Called once, when the time is up. */
  onExpire: () => void;
}

const secondsLeft = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/** "9:05": minutes and seconds. */
const clockOf = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type AttemptText = (typeof quizCatalogue)['en']['quizAttemptText'];

/**
 * What a screen reader hears: the whole minutes left, so the text changes once a minute,
 * then once for the last minute and once when the time is up. A clock read out every second
 * would drown the questions.
 */
export function timerAnnouncement(seconds: number, text: AttemptText): string {
  if (seconds <= 0) return text.announceTimeUp;
  if (seconds <= 60) return text.announceLastMinute;
  return text.announceMinutes(Math.ceil(seconds / 60));
}

/**
 * An attempt's time left: a clock that moves every second for the eye (role timer, which
 * is not read out as it changes) and a polite live region for screen readers.
 */
export function QuizTimer({ expiresAt, onExpire }: QuizTimerProps) {
  const { quizAttemptText: text } = useText(quizCatalogue);
  const [seconds, setSeconds] = useState(() => secondsLeft(expiresAt));
  const expire = useRef(onExpire);
  const expired = useRef(false);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const tick = () => {
      const left = secondsLeft(expiresAt);
      setSeconds(left);
      if (left === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  return (
    <>
      <Text
        role="timer"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={seconds <= 60 ? 'fg.error' : undefined}
      >
        {text.clock(clockOf(seconds))}
      </Text>
      <VisuallyHidden aria-live="polite" data-testid="quiz-timer-announcement">
        {timerAnnouncement(seconds, text)}
      </VisuallyHidden>
    </>
  );
}
