import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Disclosure } from '@/components/ui/disclosure.tsx';
import { staffSalesCatalogue } from '@/content/staff-sales.ts';
import type { StaffSalesReportQuery } from '@/gql/staff.ts';
import { formatRupees } from '@/lib/format.ts';
import { formatPaise } from '@/lib/paise.ts';
import { formatDate } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { DataTable } from './data-table.tsx';

type Report = StaffSalesReportQuery['staffSales'];

/** The chart's brand colour, from the theme's tokens (Chakra exposes them as CSS variables). */
const BAR_COLOUR = 'var(--chakra-colors-brand-solid)';
const AXIS_COLOUR = 'var(--chakra-colors-fg-muted)';
const CHART_HEIGHT = 260;

/** The entry with the largest value; the first of equals. */
function peakOf<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (best, item) => (best === undefined || value(item) > value(best) ? item : best),
    undefined,
  );
}

/** "2026-11-07" -> "7 Nov": a day short enough for an axis (a calendar day: no zone). */
const shortDay = (date: string) => format(parseISO(date), 'd MMM');

/** Revenue by day and enrolments by week, each with its numbers as a table. */
export function SalesCharts({
  revenueByDay,
  enrolmentsByWeek,
}: Pick<Report, 'revenueByDay' | 'enrolmentsByWeek'>) {
  const { staffSalesText: text } = useText(staffSalesCatalogue);
  const language = useLanguage();
  const revenue = revenueByDay.map((day) => ({ ...day, rupees: day.revenuePaise / 100 }));
  const revenueTotal = revenueByDay.reduce((sum, day) => sum + day.revenuePaise, 0);
  const bestDay = peakOf(revenueByDay, (day) => day.revenuePaise);
  const enrolmentsTotal = enrolmentsByWeek.reduce((sum, week) => sum + week.enrolments, 0);
  const bestWeek = peakOf(enrolmentsByWeek, (week) => week.enrolments);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      <ChartPanel
        id="revenue-by-day"
        heading={text.revenueChart.heading}
        summary={text.revenueChart.summary(
          formatPaise(revenueTotal),
          formatPaise(bestDay?.revenuePaise ?? 0),
          bestDay ? formatDate(bestDay.date, language) : '',
        )}
        chart={(label) => (
          <BarChart
            responsive
            style={{ width: '100%', height: CHART_HEIGHT }}
            data={revenue}
            accessibilityLayer={false}
            role="img"
            aria-label={label}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} stroke={AXIS_COLOUR} />
            <YAxis
              tickFormatter={(value: number) => formatRupees(value)}
              stroke={AXIS_COLOUR}
              width={80}
            />
            <Tooltip
              labelFormatter={(date) => formatDate(String(date), language)}
              formatter={(value) => [formatPaise(Number(value) * 100), text.revenueChart.revenue]}
            />
            <Bar dataKey="rupees" fill={BAR_COLOUR} isAnimationActive={false} />
          </BarChart>
        )}
      >
        <DataTable
          label={text.revenueChart.heading}
          captionShown
          rows={revenueByDay}
          rowKey={(day) => day.date}
          columns={[
            { header: text.revenueChart.day, cell: (day) => formatDate(day.date, language) },
            {
              header: text.revenueChart.revenue,
              numeric: true,
              cell: (day) => formatPaise(day.revenuePaise),
            },
            { header: text.revenueChart.orders, numeric: true, cell: (day) => day.orders },
          ]}
        />
      </ChartPanel>
      <ChartPanel
        id="enrolments-by-week"
        heading={text.enrolmentsChart.heading}
        summary={text.enrolmentsChart.summary(
          enrolmentsTotal,
          bestWeek?.enrolments ?? 0,
          bestWeek ? formatDate(bestWeek.weekStart, language) : '',
        )}
        chart={(label) => (
          <BarChart
            responsive
            style={{ width: '100%', height: CHART_HEIGHT }}
            data={enrolmentsByWeek}
            accessibilityLayer={false}
            role="img"
            aria-label={label}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="weekStart" tickFormatter={shortDay} stroke={AXIS_COLOUR} />
            <YAxis allowDecimals={false} stroke={AXIS_COLOUR} width={40} />
            <Tooltip
              labelFormatter={(date) => formatDate(String(date), language)}
              formatter={(value) => [String(value), text.enrolmentsChart.enrolments]}
            />
            <Bar dataKey="enrolments" fill={BAR_COLOUR} isAnimationActive={false} />
          </BarChart>
        )}
      >
        <DataTable
          label={text.enrolmentsChart.heading}
          captionShown
          rows={enrolmentsByWeek}
          rowKey={(week) => week.weekStart}
          columns={[
            {
              header: text.enrolmentsChart.week,
              cell: (week) => formatDate(week.weekStart, language),
            },
            {
              header: text.enrolmentsChart.enrolments,
              numeric: true,
              cell: (week) => week.enrolments,
            },
          ]}
        />
      </ChartPanel>
    </SimpleGrid>
  );
}

/**
 * A chart under its heading, its summary in words (the picture's accessible name, and
 * shown), and its numbers in a table behind "Show the numbers".
 */
function ChartPanel({
  id,
  heading,
  summary,
  chart,
  children,
}: {
  id: string;
  heading: string;
  summary: string;
  chart: (label: string) => ReactNode;
  children: ReactNode;
}) {
  const { staffSalesText: text } = useText(staffSalesCatalogue);
  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-heading`} minW="0">
      <Heading as="h3" size="lg" id={`${id}-heading`}>
        {heading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {summary}
      </Text>
      <Box minH={`${CHART_HEIGHT}px`}>{chart(summary)}</Box>
      <Disclosure name={id} summary={<Text fontWeight="semibold">{text.showNumbers}</Text>}>
        {children}
      </Disclosure>
    </Stack>
  );
}
