import { Card, Flex, Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErrorPage } from '@/components/errors/error-page.tsx';
import { classesCatalogue, myCoursesContent } from '@/content/classes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { MyCoursesDocument } from '@/gql/graphql.ts';
import { useMinimumLoading } from '@/hooks/use-minimum-loading.ts';
import { CalendarLink } from './calendar-link.tsx';
import { OrderCard } from './order-card.tsx';

/** A successful order's status, as the gateway sends it (the English word). */
const SUCCESS = myCoursesContent.successStatus;

/** SPEC.md §9: three placeholders on My Courses. */
const MY_COURSES_SKELETONS = 3;

/**
 * My Courses (SPEC.md §2): every order of the signed-in student, newest first. Orders
 * change with each purchase, so the list is always re-checked with the gateway.
 */
export function MyCourses() {
  const { myCoursesContent: text } = useText(classesCatalogue);
  const { data, loading } = useQuery(MyCoursesDocument, { fetchPolicy: 'cache-and-network' });
  const orders = data?.myOrders ?? [];
  const showSkeleton = useMinimumLoading(loading && !data);

  if (!showSkeleton && orders.length === 0) {
    return <ErrorPage error={text.error} splitAt={text.errorSplitAt} />;
  }

  return (
    <Stack as="section" gap="8" aria-labelledby="my-courses-heading">
      <Heading as="h1" id="my-courses-heading" size={{ base: '2xl', md: '4xl' }} textAlign="center">
        {text.heading}
      </Heading>
      {showSkeleton ? (
        <MyCoursesSkeleton />
      ) : (
        <Stack gap="8">
          {orders.map((order, index) => (
            <OrderCard key={order.id} order={order} eagerImage={index === 0} />
          ))}
          {orders.some((order) => order.status === SUCCESS) ? <CalendarLink /> : null}
        </Stack>
      )}
    </Stack>
  );
}

function MyCoursesSkeleton() {
  const { myCoursesContent: text } = useText(classesCatalogue);
  return (
    <Stack gap="8" role="status" aria-label={text.loadingLabel} aria-busy="true">
      {Array.from({ length: MY_COURSES_SKELETONS }, (_, index) => (
        <Card.Root key={index} variant="outline" data-testid="order-skeleton">
          <Card.Header pb="0">
            <Skeleton h="16" borderRadius="md" />
          </Card.Header>
          <Card.Body>
            <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
              <Skeleton w={{ base: 'full', md: '72' }} aspectRatio={16 / 10} borderRadius="lg" />
              <Stack gap="3" flex="1">
                <Skeleton h="7" w="3/5" />
                <SkeletonText noOfLines={3} />
                <Skeleton h="10" w="36" />
              </Stack>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
