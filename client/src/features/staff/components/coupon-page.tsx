import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffCouponsDocument, StaffCourseChoicesDocument } from '@/gql/staff.ts';
import { ClientOnly } from '@/lib/client-only.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponList } from './coupon-list.tsx';
import { isRefusal } from './refusal.ts';

/**
 * /staff/coupons: the form that makes a coupon and the list of every coupon with its uses.
 * Owners only; the gateway decides, and anyone else is told why and pointed to sign-in.
 */
export function CouponPage() {
  const { staffCouponsText: text } = useText(staffCatalogue);
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Link asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={paths.staff}>{text.back}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {text.heading}
        </Heading>
        {/* Whether this browser is an owner's is the gateway's to say: nothing is rendered ahead. */}
        <ClientOnly>
          <CouponBody />
        </ClientOnly>
      </Stack>
    </Container>
  );
}

function CouponBody() {
  const { staffConsoleText } = useText(staffCatalogue);
  const { data, error, loading } = useQuery(StaffCouponsDocument, {
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'network-only',
  });
  // The courses a coupon may be limited to, by title (the site's public list).
  const choices = useQuery(StaffCourseChoicesDocument, { context: { whenSignedOut: 'staff' } });
  const courses = choices.data?.courses ?? null;
  // Only the first answer is waited for: a refresh after a new coupon keeps the page as it is.
  if (loading && !data) return <Text role="status">{staffConsoleText.loading}</Text>;
  if (error || !data) {
    // An instructor is told the gateway's own words: coupons are an owner's.
    const said = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
    return (
      <Stack gap="4" role="alert">
        <Text>
          {isRefusal(error) ? (said ?? staffConsoleText.signInNeeded) : staffConsoleText.failed}
        </Text>
        <Link asChild colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.staffSignIn}>{staffConsoleText.signInLink}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="10">
      <CouponForm courses={courses} />
      <CouponList coupons={data.staffCoupons} courses={courses} />
    </Stack>
  );
}
