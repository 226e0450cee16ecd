import { Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffCouponsDocument, StaffCourseChoicesDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponList } from './coupon-list.tsx';
import { StaffPage, StaffRefusal } from './staff-page.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

/**
 * /staff/coupons: the form that makes a coupon and the list of every coupon with its uses.
 * Owners only; the gateway decides, and anyone else is told why and pointed to sign-in.
 */
export function CouponPage() {
  const { staffCouponsText: text } = useText(staffCatalogue);
  return (
    <StaffPage heading={text.heading} back={text.back}>
      <CouponBody />
    </StaffPage>
  );
}

function CouponBody() {
  const { staffConsoleText } = useText(staffCatalogue);
  const { data, error, loading } = useStaffQuery(StaffCouponsDocument);
  // The courses a coupon may be limited to, by title (the site's public list).
  const choices = useStaffQuery(StaffCourseChoicesDocument);
  const courses = choices.data?.courses ?? null;
  // Only the first answer is waited for: a refresh after a new coupon keeps the page as it is.
  if (loading && !data) return <Text role="status">{staffConsoleText.loading}</Text>;
  if (error || !data) {
    // An instructor is told the gateway's own words: coupons are an owner's.
    const said = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
    return <StaffRefusal error={error} failed={staffConsoleText.failed} said={said} />;
  }
  return (
    <Stack gap="10">
      <CouponForm courses={courses} />
      <CouponList coupons={data.staffCoupons} courses={courses} />
    </Stack>
  );
}
