import { Badge, Card, Flex, Heading, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { viewClassesPath } from '@/config/paths.ts';
import { classesCatalogue, myCoursesContent } from '@/content/classes.ts';
import { classroomCatalogue } from '@/content/classroom.ts';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { CourseImage } from '@/components/ui/course-image.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import type { OrderCard_OrderFragment } from '@/gql/graphql.ts';
import { nextOpening } from '@/lib/lesson-state.ts';
import { formatDateTime, formatOpening } from '@common/dates.ts';
import { formatRupees } from '@/lib/format.ts';
import { CertificatePanel, ReceiptLink } from './order-papers.tsx';

/** A successful order's status, as the gateway sends it (the English word). */
const SUCCESS = myCoursesContent.successStatus;
/** A fully refunded order's status, as the gateway sends it (the English word). */
const REFUNDED = myCoursesContent.refundedStatus;

/** What View Classes receives as navigation state: the order it was opened from. */
interface ViewClassesNavigationState {
  orderId: string;
}

interface OrderCardProps {
  order: OrderCard_OrderFragment;
  eagerImage?: boolean;
}

/**
 * One order on My Courses (SPEC.md §2): the order table, then the course with
 * 'Video & PDF' and the link to its classes.
 */
export function OrderCard({ order, eagerImage = false }: OrderCardProps) {
  const { myCoursesContent: text } = useText(classesCatalogue);
  const { myCoursesProgressText: progressText } = useText(classroomCatalogue);
  const language = useLanguage();
  const { course } = order;
  const titleId = `order-${order.id}-title`;
  const success = order.status === SUCCESS;
  const state: ViewClassesNavigationState = { orderId: order.id };
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" overflow="hidden">
      <Card.Header pb="0">
        <Table.Root
          size="sm"
          variant="outline"
          tableLayout="auto"
          fontSize={{ base: 'xs', sm: 'sm' }}
        >
          <Table.Caption srOnly>{text.table.caption(course.title)}</Table.Caption>
          <Table.Header>
            <Table.Row bg="brand.subtle">
              <Table.ColumnHeader px={{ base: '1.5', sm: '3' }}>
                {text.table.orderId}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={{ base: '1.5', sm: '3' }}>
                {text.table.date}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={{ base: '1.5', sm: '3' }}>
                {text.table.status}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={{ base: '1.5', sm: '3' }}>
                {text.table.price}
              </Table.ColumnHeader>
              <Table.ColumnHeader px={{ base: '1.5', sm: '3' }}>
                {text.table.dispatchedTo}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell px={{ base: '1.5', sm: '3' }}>{order.id}</Table.Cell>
              <Table.Cell px={{ base: '1.5', sm: '3' }}>
                <time dateTime={order.orderedAt}>{formatDateTime(order.orderedAt, language)}</time>
              </Table.Cell>
              <Table.Cell
                px={{ base: '1.5', sm: '3' }}
                color={success ? 'green.700' : undefined}
                fontWeight={success ? 'semibold' : undefined}
                data-testid="order-status"
              >
                {statusText(order.status, text)}
              </Table.Cell>
              <Table.Cell px={{ base: '1.5', sm: '3' }}>{formatRupees(order.amount)}</Table.Cell>
              <Table.Cell px={{ base: '1.5', sm: '3' }} wordBreak="break-word">
                {order.customerName ?? ''}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Card.Header>
      <Card.Body>
        <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', md: 'row' }}>
          <CourseImage
            src={course.imageUrl}
            alt={text.imageAlt(course.title)}
            eager={eagerImage}
            flexShrink={0}
            w={{ base: 'full', md: '72' }}
          />
          <Stack gap="3" flex="1">
            <Heading as="h2" size="lg" id={titleId}>
              {course.title}
            </Heading>
            <Text color="fg.muted">{course.description}</Text>
            <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">
              {text.materials}
            </Badge>
            {success ? <OrderProgress order={order} /> : null}
            <HStack gap="3" wrap="wrap">
              {success && order.nextItem ? (
                <ButtonLink
                  to={`${viewClassesPath(course.id, course.title)}?item=${encodeURIComponent(order.nextItem.id)}`}
                  state={state}
                  aria-label={progressText.continueLabel(order.nextItem.title)}
                  w={{ base: 'full', sm: 'auto' }}
                >
                  {progressText.continue}
                </ButtonLink>
              ) : null}
              <ButtonLink
                to={viewClassesPath(course.id, course.title)}
                state={state}
                aria-describedby={titleId}
                variant={success && order.nextItem ? 'outline' : 'solid'}
                w={{ base: 'full', sm: 'auto' }}
              >
                {text.viewClasses}
              </ButtonLink>
              {order.receiptUrl ? (
                <ReceiptLink url={order.receiptUrl} courseTitle={course.title} />
              ) : null}
            </HStack>
            {order.certificate ? (
              <CertificatePanel
                certificate={order.certificate}
                courseTitle={course.title}
                headingId={`order-${order.id}-certificate`}
              />
            ) : null}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** How far the student is through the course, and when the next week opens. */
function OrderProgress({ order }: { order: OrderCard_OrderFragment }) {
  const { myCoursesProgressText: progressText } = useText(classroomCatalogue);
  const language = useLanguage();
  const upcoming = nextOpening(order.classItems);
  if (order.progress === null) {
    // The gateway could not read progress for a moment; the course is still here to open.
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="order-progress-unavailable">
        {progressText.unavailable}
      </Text>
    );
  }
  const { completedItems, totalItems, percent, quizzesPassed, quizzesTotal } = order.progress;
  return (
    <Stack gap="1.5" data-testid="order-progress">
      <Progress.Root value={percent} size="sm" colorPalette="brand" maxW="sm">
        {/* The track is the progress bar itself (role progressbar). */}
        <Progress.Track
          aria-label={progressText.progressLabel(order.course.title)}
          aria-valuetext={progressText.progress(completedItems, totalItems)}
        >
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" fontWeight="medium">
        {progressText.progress(completedItems, totalItems)}
        {completedItems > 0 && !order.nextItem ? ` · ${progressText.allDone}` : null}
      </Text>
      {quizzesTotal > 0 ? (
        <Text fontSize="sm" fontWeight="medium" data-testid="order-quizzes">
          {quizzesPassed < quizzesTotal
            ? progressText.quizzesLeft(quizzesTotal - quizzesPassed)
            : progressText.quizzesDone}
        </Text>
      ) : null}
      {upcoming ? (
        <Text fontSize="sm" color="fg.muted">
          {progressText.nextOpening(upcoming.week, formatOpening(upcoming.at, language))}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The order's status in the reader's language where it is one the site knows. */
function statusText(
  status: string,
  text: { successStatus: string; refundedStatus: string },
): string {
  if (status === SUCCESS) return text.successStatus;
  if (status === REFUNDED) return text.refundedStatus;
  return status;
}
