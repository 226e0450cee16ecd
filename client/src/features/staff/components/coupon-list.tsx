import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { staffCatalogue } from '@/content/staff.ts';
import type { StaffCouponsQuery } from '@/gql/staff.ts';
import { formatDate, formatDateTime } from '@common/dates.ts';
import { formatPrice } from '@/lib/paise.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { CourseChoice } from './coupon-form.tsx';
import { TableRegion } from './table-region.tsx';

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
        // Wider than a tablet held upright: the table scrolls sideways inside its own box.
        <TableRegion label={text.heading}>
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>{text.heading}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.columns.code}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.discount}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.uses}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.reserved}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.validUntil}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.courses}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.createdAt}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {coupons.map((coupon) => (
                <Table.Row key={coupon.code}>
                  <Table.Cell fontFamily="mono">{coupon.code}</Table.Cell>
                  <Table.Cell>
                    {coupon.percentOff !== null && coupon.percentOff !== undefined
                      ? text.percent(coupon.percentOff)
                      : text.amount(formatPrice(coupon.amountOffPaise ?? 0))}
                  </Table.Cell>
                  <Table.Cell>{text.usesOf(coupon.uses, coupon.maxUses ?? null)}</Table.Cell>
                  <Table.Cell>{coupon.reserved}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {coupon.validUntil ? formatDateTime(coupon.validUntil) : text.noEnd}
                  </Table.Cell>
                  <Table.Cell>
                    {coupon.courseIds.length === 0
                      ? text.allCourses
                      : coupon.courseIds.map(titleOf).join(', ')}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(coupon.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      ) : null}
    </Stack>
  );
}
