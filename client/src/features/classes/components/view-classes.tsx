import { Card, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorPage } from '@/components/errors/error-page.tsx';
import { classesCatalogue } from '@/content/classes.ts';
import { classroomCatalogue } from '@/content/classroom.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { ViewClassesDocument } from '@/gql/graphql.ts';
import { useMinimumLoading } from '@/hooks/use-minimum-loading.ts';
import { formatOpening } from '@common/dates.ts';
import { nextOpening } from '@/lib/lesson-state.ts';
import { useProgressSync } from '../use-progress-sync.ts';
import { DataSaverSwitch } from './data-saver-switch.tsx';
import { LessonCard } from './lesson-card.tsx';
import { QuizCard } from './quiz-card.tsx';

/** Placeholders shown while the lessons load. */
const LESSON_SKELETONS = 6;

interface ViewClassesProps {
  courseId: string;
}

/**
 * View Classes (SPEC.md §2): the student's order for the course, with its lessons as the
 * gateway unlocks them (week <= available week of a successful order). Unlocking moves
 * with the clock, so the order is always re-checked with the gateway. The page opens at the
 * lesson to continue with (`?item=`, else the gateway's next item), says when the next week
 * opens, and keeps the student's progress (use-progress-sync.ts). Each week ends with its quiz
 * (issue 40), which spans the grid's row.
 */
export function ViewClasses({ courseId }: ViewClassesProps) {
  useProgressSync();
  const { viewClassesContent: text } = useText(classesCatalogue);
  const { classroomProgressText: progressText } = useText(classroomCatalogue);
  const language = useLanguage();
  const { data, loading } = useQuery(ViewClassesDocument, {
    variables: { courseId },
    fetchPolicy: 'cache-and-network',
  });
  const showSkeleton = useMinimumLoading(loading && !data);
  const order = data?.orderByCourse;
  const [search] = useSearchParams();
  const currentId = search.get('item') ?? order?.nextItem?.id ?? null;
  useScrollToLesson(showSkeleton ? null : currentId);

  if (showSkeleton) return <ViewClassesSkeleton />;
  if (!order) return <ErrorPage error={text.error} splitAt={text.errorSplitAt} />;

  const items = [...order.classItems].sort((a, b) => a.week - b.week);
  const lastWeek = items.reduce((max, item) => Math.max(max, item.week), 0);
  const openUpTo = Math.min(order.availableWeek, lastWeek);
  const upcoming = nextOpening(items);
  return (
    <Stack as="section" gap="8" aria-labelledby="classes-heading">
      <Stack gap="2" textAlign="center">
        <Heading as="h1" id="classes-heading" size={{ base: '2xl', md: '4xl' }}>
          {order.course.title}
        </Heading>
        {order.status === 'Success' && openUpTo > 0 ? (
          <Text color="fg.muted">
            {text.openWeeks(openUpTo)}{' '}
            {upcoming
              ? progressText.nextOpening(upcoming.week, formatOpening(upcoming.at, language))
              : openUpTo < lastWeek
                ? text.nextWeek
                : null}
          </Text>
        ) : null}
      </Stack>
      {items.some((item) => item.fileType === 'VIDEO' && item.unlocked) ? (
        <DataSaverSwitch />
      ) : null}
      {items.length === 0 ? (
        <Text textAlign="center" color="fg.muted">
          {text.empty}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {weeksOf(items, order.quizzes).map((week) => {
            const lessons = items.filter((item) => item.week === week);
            const quiz = order.quizzes.find((candidate) => candidate.week === week);
            return [
              ...lessons.map((item) => (
                <LessonCard key={item.id} item={item} current={item.id === currentId} />
              )),
              quiz ? (
                <QuizCard
                  key={`quiz-${quiz.id}`}
                  quiz={quiz}
                  opensAt={lessons.find((item) => item.unlocksAt)?.unlocksAt ?? null}
                />
              ) : null,
            ];
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The course's weeks in order: those with lessons and those with a quiz. */
function weeksOf(
  items: readonly { week: number }[],
  quizzes: readonly { week: number }[],
): number[] {
  const weeks = new Set([...items, ...quizzes].map((entry) => entry.week));
  return [...weeks].sort((a, b) => a - b);
}

/** Brings the lesson to continue with into view once, when the lessons first show. */
function useScrollToLesson(id: string | null): void {
  const done = useRef(false);
  useEffect(() => {
    if (!id || done.current) return;
    const element = document.getElementById(`lesson-${id}`);
    if (!element) return;
    done.current = true;
    // Week 1's first lesson is where the page starts anyway.
    if (element.getBoundingClientRect().top > window.innerHeight / 2) {
      element.scrollIntoView({ block: 'start' });
    }
  }, [id]);
}

function ViewClassesSkeleton() {
  const { viewClassesContent: text } = useText(classesCatalogue);
  return (
    <Stack gap="8" role="status" aria-label={text.loadingLabel} aria-busy="true">
      <Skeleton h="10" w={{ base: '4/5', md: '1/2' }} mx="auto" />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
        {Array.from({ length: LESSON_SKELETONS }, (_, index) => (
          <Card.Root key={index} variant="outline" overflow="hidden" data-testid="lesson-skeleton">
            <Skeleton aspectRatio={16 / 9} borderRadius="0" />
            <Card.Body gap="3">
              <Skeleton h="5" w="24" />
              <Skeleton h="6" w="3/4" />
              <SkeletonText noOfLines={2} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
