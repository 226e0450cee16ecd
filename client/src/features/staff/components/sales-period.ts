/**
 * The sales page's period: read from the address (?from=YYYY-MM-DD&to=YYYY-MM-DD), so a
 * period can be bookmarked and the picker's form works as a plain GET; this month in India
 * time when the address names none. The gateway checks the dates; nothing is refused here.
 */
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { ACADEMY_TIME_ZONE, inZone } from '@common/time-zone.ts';

export interface SalesPeriod {
  from: string;
  to: string;
}

/** The calendar month `now` falls in, on the academy's clock: 1 November to 30 November. */
export function monthInIndia(now: Date | number): SalesPeriod {
  const today = inZone(now, ACADEMY_TIME_ZONE);
  return {
    from: format(startOfMonth(today), 'yyyy-MM-dd'),
    to: format(endOfMonth(today), 'yyyy-MM-dd'),
  };
}

/** The period the address asks for; this month for a date it leaves out. */
export function periodFrom(search: URLSearchParams, now: Date | number = Date.now()) {
  const month = monthInIndia(now);
  return {
    from: search.get('from')?.trim() || month.from,
    to: search.get('to')?.trim() || month.to,
  };
}

/** The gateway's CSV of the same period (gateway/http/mounts/staff-exports.ts). */
export const salesCsvAddress = ({ from, to }: SalesPeriod) =>
  `/staff/exports/sales.csv?${new URLSearchParams({ from, to }).toString()}`;
