import { Box, Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { StaffOrderDocument, type StaffOrderQuery } from '@/gql/staff.ts';
import { FactList } from '@/components/ui/fact-list.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useStaffQuery } from '../api/staff-query.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { RefundForm } from './refund-form.tsx';
import { DataTable } from './data-table.tsx';
import { formatPrice } from '@/lib/paise.ts';
import { SignedInStaff, StaffPage } from './staff-page.tsx';

type StaffOrder = StaffOrderQuery['staffOrder'];

/**
 * The refunds page (/staff/refunds, owners): find an order by its id or invoice number,
 * see what was paid and refunded with each credit note, and refund it with RefundDialog.
 * Whoever is not staff is pointed to staff sign-in; an instructor is told refunds are owners'.
 */
export function StaffRefunds() {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  return (
    <StaffPage heading={text.heading} intro={text.intro} back={text.back}>
      <SignedInStaff loading={text.loading} failed={text.failed}>
        {/* Asking would only be refused: money is the owners' alone (gateway/staff/roles.ts). */}
        {(staff) =>
          staff.role === 'OWNER' ? <FindOrder /> : <Text role="alert">{text.ownersOnly}</Text>
        }
      </SignedInStaff>
    </StaffPage>
  );
}

/**
 * The order asked for, by a GET form of this page: without the app the browser puts the
 * order into the address and the gateway renders it; with it, the address changes in place.
 */
function FindOrder() {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('order')?.trim() ?? '';
  const [wanted, setWanted] = useState(asked);
  const { data, error, loading } = useStaffQuery(
    StaffOrderDocument,
    { id: asked },
    { skip: asked === '' },
  );
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wanted.trim() !== '') setSearch({ order: wanted.trim() });
  };
  const refusal = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : error?.message;
  return (
    <Stack gap="6">
      <form method="get" action={paths.staffRefunds} onSubmit={submit}>
        <HStack align="flex-end" gap="3" flexWrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label htmlFor={inputId}>{text.findLabel}</Field.Label>
            <Input
              id={inputId}
              name="order"
              value={wanted}
              placeholder={text.findPlaceholder}
              onChange={(event) => setWanted(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText={text.finding}>
            {text.find}
          </Button>
        </HStack>
      </form>
      {refusal ? (
        <Text role="alert" color="red.700">
          {refusal}
        </Text>
      ) : null}
      {data && !error ? (
        <OrderCard order={data.staffOrder} refunding={search.has('refund')} />
      ) : null}
    </Stack>
  );
}

function OrderCard({ order, refunding }: { order: StaffOrder; refunding: boolean }) {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  const leftPaise = Math.max(0, order.paidPaise - order.refundedPaise);
  const rows: [string, string][] = [
    [text.order.invoice, order.invoiceNumber],
    [text.order.status, order.status],
    [text.order.student, `${order.studentName} (${order.studentEmail})`],
    [text.order.course, order.courseTitle],
    [text.order.paid, formatPrice(order.paidPaise)],
    [text.order.refunded, formatPrice(order.refundedPaise)],
    [text.order.left, formatPrice(leftPaise)],
  ];
  return (
    <Stack
      as="section"
      aria-labelledby="refund-order-heading"
      gap="5"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Heading as="h2" id="refund-order-heading" size="lg">
        {text.order.heading} {order.id}
      </Heading>
      <FactList
        facts={rows}
        gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }}
        columnGap="6"
        rowGap="1"
        labelStyle={{ color: 'fg.muted' }}
        valueStyle={{ wordBreak: 'break-word' }}
      />
      {order.refundable && refunding && leftPaise > 0 ? (
        <RefundForm
          orderId={order.id}
          invoiceNumber={order.invoiceNumber}
          leftPaise={leftPaise}
          orderPath={`${paths.staffRefunds}?${new URLSearchParams({ order: order.id }).toString()}`}
        />
      ) : order.refundable ? (
        <Box>
          <RefundDialog
            orderId={order.id}
            invoiceNumber={order.invoiceNumber}
            totalPaise={order.paidPaise}
            refundedPaise={order.refundedPaise}
          />
        </Box>
      ) : (
        <Text>{text.notRefundable}</Text>
      )}
      <RefundList refunds={order.refunds} />
    </Stack>
  );
}

function RefundList({ refunds }: { refunds: StaffOrder['refunds'] }) {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  const { columns } = text.refunds;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {text.refunds.heading}
      </Heading>
      {refunds.length === 0 ? (
        <Text>{text.refunds.empty}</Text>
      ) : (
        <DataTable
          label={text.refunds.heading}
          rows={refunds}
          rowKey={(refund) => refund.id}
          columns={[
            {
              header: columns.creditNote,
              cell: (refund) => (
                <Link
                  href={refund.creditNoteUrl}
                  target="_blank"
                  rel="noopener"
                  colorPalette="brand"
                  aria-label={text.refunds.open(refund.creditNoteNumber)}
                >
                  {refund.creditNoteNumber}
                </Link>
              ),
            },
            {
              header: columns.amount,
              numeric: true,
              cell: (refund) => formatPrice(refund.amountPaise),
            },
            { header: columns.status, cell: (refund) => refund.status },
            {
              header: columns.refund,
              cell: (refund) => <Text wordBreak="break-all">{refund.id}</Text>,
            },
          ]}
        />
      )}
    </Stack>
  );
}
