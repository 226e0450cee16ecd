import { Box, Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { StaffOrderDocument, type StaffOrderQuery } from '@/gql/staff.ts';
import { FactList } from '@/components/ui/fact-list.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { formatPrice } from '@/lib/paise.ts';
import { StaffPage } from './staff-page.tsx';

type StaffOrder = StaffOrderQuery['staffOrder'];

/**
 * The refunds page (/staff/refunds, owners): find an order by its id or invoice number,
 * see what was paid and refunded with each credit note, and refund it with RefundDialog.
 */
export function StaffRefunds() {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  return (
    <StaffPage heading={text.heading} intro={text.intro} back={text.back}>
      <FindOrder />
    </StaffPage>
  );
}

function FindOrder() {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  const [wanted, setWanted] = useState('');
  const [find, { data, dataState, error, loading }] = useLazyQuery(StaffOrderDocument, {
    fetchPolicy: 'network-only',
  });
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wanted.trim() !== '')
      find({ variables: { id: wanted.trim() }, context: { whenSignedOut: 'staff' } }).catch(() => {
        // The refusal is shown from the query's own error.
      });
  };
  const refusal = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : error?.message;
  return (
    <Stack gap="6">
      <form onSubmit={submit}>
        <HStack align="flex-end" gap="3" flexWrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label htmlFor={inputId}>{text.findLabel}</Field.Label>
            <Input
              id={inputId}
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
      {dataState === 'complete' && !error ? <OrderCard order={data.staffOrder} /> : null}
    </Stack>
  );
}

function OrderCard({ order }: { order: StaffOrder }) {
  const { staffRefundsText: text } = useText(staffRefundsCatalogue);
  const rows: [string, string][] = [
    [text.order.invoice, order.invoiceNumber],
    [text.order.status, order.status],
    [text.order.student, `${order.studentName} (${order.studentEmail})`],
    [text.order.course, order.courseTitle],
    [text.order.paid, formatPrice(order.paidPaise)],
    [text.order.refunded, formatPrice(order.refundedPaise)],
    [text.order.left, formatPrice(Math.max(0, order.paidPaise - order.refundedPaise))],
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
      {order.refundable ? (
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
