import { Heading, Stack, Text } from '@chakra-ui/react';
import { staffCatalogue } from '@/content/staff.ts';
import type { StaffCouponsQuery } from '@/gql/staff.ts';
import { formatDate, formatDateTime } from '@common/dates.ts';
import { formatPrice } from '@/lib/paise.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { CourseChoice } from './coupon-form.tsx';
import { DataTable } from './data-table.tsx';

type Coupon = StaffCouponsQuery['staffCoupons'][number];

/** Every coupon, newest first: what it takes off, how often it was used, until when. */
export function CouponList({
  coupons,
  courses,
}: {
  coupons: readonly Coupon[];
  courses: readonly CourseChoice[] | null;
}) {
  const titleOf = (id: string) => courses?.find((course) => course.id === id)?.title ?? id;
  const { staffCouponsText } = useText(staffCatalogue);
  const text = staffCouponsText.list;
  return (
    <Stack as="section" gap="3" aria-labelledby="coupon-list-heading">
      <Heading as="h2" size="xl" id="coupon-list-heading">
        {text.heading}
      </Heading>
      {coupons.length === 0 ? <Text>{text.empty}</Text> : null}
      {coupons.length > 0 ? (
        <DataTable
          label={text.heading}
          striped
          rows={coupons}
          rowKey={(coupon) => coupon.code}
          columns={[
            { header: text.columns.code, mono: true, cell: (coupon) => coupon.code },
            {
              header: text.columns.discount,
              cell: (coupon) =>
                coupon.percentOff !== null && coupon.percentOff !== undefined
                  ? text.percent(coupon.percentOff)
                  : text.amount(formatPrice(coupon.amountOffPaise ?? 0)),
            },
            {
              header: text.columns.uses,
              cell: (coupon) => text.usesOf(coupon.uses, coupon.maxUses ?? null),
            },
            { header: text.columns.reserved, cell: (coupon) => coupon.reserved },
            {
              header: text.columns.validUntil,
              nowrap: true,
              cell: (coupon) =>
                coupon.validUntil ? formatDateTime(coupon.validUntil) : text.noEnd,
            },
            {
              header: text.columns.courses,
              cell: (coupon) =>
                coupon.courseIds.length === 0
                  ? text.allCourses
                  : coupon.courseIds.map(titleOf).join(', '),
            },
            {
              header: text.columns.createdAt,
              nowrap: true,
              cell: (coupon) => formatDate(coupon.createdAt),
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
