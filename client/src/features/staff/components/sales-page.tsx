import { Button, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffSalesCatalogue } from '@/content/staff-sales.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { periodFrom, type SalesPeriod } from './sales-period.ts';
import { SalesReportView } from './sales-report.tsx';
import { SignedInStaff, StaffPage } from './staff-page.tsx';

/**
 * The owner's sales page (/staff/sales): a period, its totals, its invoices, the CSV of
 * them and two charts. Who may see it is the gateway's to say: a visitor or a student is
 * sent to staff sign-in, an instructor is told sales are for owners.
 */
export function SalesPage() {
  const { staffSalesText: text } = useText(staffSalesCatalogue);
  return (
    <StaffPage heading={text.heading} intro={text.intro} back={text.backToConsole} maxW="6xl">
      <SignedInStaff loading={text.loading} failed={text.failed}>
        {/* Asking would only be refused: money is the owners' alone (gateway/staff/roles.ts). */}
        {(staff) =>
          staff.role === 'OWNER' ? <SalesBody /> : <Text role="alert">{text.ownersOnly}</Text>
        }
      </SignedInStaff>
    </StaffPage>
  );
}

function SalesBody() {
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  return (
    <Stack gap="8">
      <PeriodPicker
        // A new period from the address (back, forward) starts the fields afresh.
        key={`${period.from}..${period.to}`}
        period={period}
        onShow={(next) => setSearch(next)}
      />
      <SalesReportView period={period} />
    </Stack>
  );
}

/**
 * Two dates and "Show". A GET form of this page: without the app the browser still puts
 * the period into the address; with it, the address changes without a reload.
 */
function PeriodPicker({
  period,
  onShow,
}: {
  period: SalesPeriod;
  onShow: (period: { from: string; to: string }) => void;
}) {
  const { staffSalesText } = useText(staffSalesCatalogue);
  const text = staffSalesText.period;
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShow({ from, to });
  };
  const dateField = (name: 'from' | 'to', value: string, onChange: (value: string) => void) => (
    <Field.Root maxW={{ sm: '12rem' }}>
      <Field.Label>{text[name]}</Field.Label>
      <Input
        type="date"
        name={name}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
  return (
    <form method="get" action={paths.staffSales} onSubmit={submit}>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{text.legend}</Fieldset.Legend>
        <HStack
          gap="4"
          align={{ base: 'stretch', sm: 'flex-end' }}
          flexDirection={{ base: 'column', sm: 'row' }}
        >
          {dateField('from', from, setFrom)}
          {dateField('to', to, setTo)}
          <Button type="submit" colorPalette="brand">
            {text.submit}
          </Button>
        </HStack>
      </Fieldset.Root>
    </form>
  );
}
