// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { expectAddress, renderAt } from '@/testing/render.tsx';
import { SalesPage } from '../sales-page.tsx';

const owner = { data: { staffMe: { email: 'owner@academy.example', role: 'OWNER' } } };
const instructor = { data: { staffMe: { email: 'teach@academy.example', role: 'INSTRUCTOR' } } };

/** Two invoices: one within the academy's state (CGST and SGST), one from another (IGST). */
const november = {
  rows: [
    {
      kind: 'SALE',
      invoiceNumber: 'SL/26-27/000007',
      orderId: '41',
      paidAt: '2026-11-03T10:42:00+05:30',
      studentName: 'Asha Verma',
      studentEmail: 'asha@example.com',
      courseTitle: 'Stock Market Basics',
      couponCode: null,
      taxablePaise: 287288,
      cgstPaise: 25856,
      sgstPaise: 25856,
      igstPaise: 0,
      totalPaise: 339000,
      refundedPaise: 0,
      creditNoteNumber: null,
    },
    {
      kind: 'SALE',
      invoiceNumber: 'SL/26-27/000008',
      orderId: '42',
      paidAt: '2026-11-12T18:05:00+05:30',
      studentName: 'Ravi Nair',
      studentEmail: 'ravi@example.com',
      courseTitle: 'Options Trading',
      couponCode: 'DIWALI50',
      taxablePaise: 143644,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 25856,
      totalPaise: 169500,
      refundedPaise: 0,
      creditNoteNumber: null,
    },
  ],
  totals: {
    orders: 2,
    taxablePaise: 430932,
    cgstPaise: 25856,
    sgstPaise: 25856,
    igstPaise: 25856,
    totalPaise: 508500,
    refundedPaise: 0,
  },
  revenueByDay: [
    { date: '2026-11-03', revenuePaise: 339000, orders: 1 },
    { date: '2026-11-04', revenuePaise: 0, orders: 0 },
    { date: '2026-11-12', revenuePaise: 169500, orders: 1 },
  ],
  enrolmentsByWeek: [
    { weekStart: '2026-11-02', enrolments: 1 },
    { weekStart: '2026-11-09', enrolments: 1 },
  ],
};

const emptyReport = {
  rows: [],
  totals: {
    orders: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
    refundedPaise: 0,
  },
  revenueByDay: [{ date: '2026-10-01', revenuePaise: 0, orders: 0 }],
  enrolmentsByWeek: [{ weekStart: '2026-09-28', enrolments: 0 }],
};

/** The figure a totals' label names, as shown beside it. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the sales page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the period's totals, invoices, CSV and chart numbers to an owner", async () => {
    // happy-dom lays nothing out: the charts are given a box to draw in, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 600, 260),
    );
    const sent = stubGateway({
      StaffMe: () => owner,
      StaffSalesReport: () => ({ data: { staffSales: november } }),
    });
    renderAt('/staff/sales?from=2026-11-01&to=2026-11-30', <SalesPage />);

    expect(
      await screen.findByRole('heading', { name: 'Sales from 1 Nov 2026 to 30 Nov 2026' }),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      operationName: 'StaffSalesReport',
      variables: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(figure('Invoices')).toBe('2');
    expect(figure('Taxable value')).toBe('₹4,309.32');
    expect(figure('CGST')).toBe('₹258.56');
    expect(figure('SGST')).toBe('₹258.56');
    expect(figure('IGST')).toBe('₹258.56');
    expect(figure('Total')).toBe('₹5,085.00');
    expect(figure('Refunded')).toBe('₹0.00');

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/staff/exports/sales.csv?from=2026-11-01&to=2026-11-30',
    );

    // The invoices scroll in a region the keyboard reaches.
    const region = screen.getByRole('region', { name: /^Invoices of the period/ });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      [
        'Invoice',
        'SL/26-27/000007',
        '03 Nov 2026, 10:42 am',
        'Asha Vermaasha@example.com',
        'Stock Market Basics',
        '—',
        '₹2,872.88',
        '₹258.56',
        '₹258.56',
        '₹0.00',
        '₹3,390.00',
        '₹0.00',
        '—',
        // A sale not refunded in full can be, from its row.
        'Refund…',
      ],
      [
        'Invoice',
        'SL/26-27/000008',
        '12 Nov 2026, 6:05 pm',
        'Ravi Nairravi@example.com',
        'Options Trading',
        'DIWALI50',
        '₹1,436.44',
        '₹0.00',
        '₹0.00',
        '₹258.56',
        '₹1,695.00',
        '₹0.00',
        '—',
        // A sale not refunded in full can be, from its row.
        'Refund…',
      ],
    ]);

    // Each chart's numbers, as a table named by its caption, behind "Show the numbers".
    const [revenueToggle, enrolmentsToggle] = screen.getAllByText('Show the numbers');
    if (!revenueToggle || !enrolmentsToggle) throw new Error('Two "Show the numbers" expected.');
    await userEvent.click(revenueToggle);
    const revenue = screen.getByRole('table', { name: 'Revenue by day' });
    expect(within(revenue).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['3 Nov 2026', '₹3,390.00', '1'],
      ['4 Nov 2026', '₹0.00', '0'],
      ['12 Nov 2026', '₹1,695.00', '1'],
    ]);
    // A shown caption stands above the table it names.
    const caption = within(revenue).getByText('Revenue by day');
    expect(getComputedStyle(caption).captionSide).toBe('top');
    await userEvent.click(enrolmentsToggle);
    const enrolments = screen.getByRole('table', { name: 'Enrolments by week' });
    expect(within(enrolments).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['2 Nov 2026', '1'],
      ['9 Nov 2026', '1'],
    ]);
    // Each chart is a picture named by its summary in words, which is also shown.
    const summaries = [
      'Revenue on each day of the period, ₹5,085.00 in all; the most, ₹3,390.00, on 3 Nov 2026.',
      'Course purchases in each week of the period, 2 in all; the most, 1, in the week from 2 Nov 2026.',
    ];
    for (const summary of summaries) {
      expect(await screen.findByRole('img', { name: summary })).toBeInTheDocument();
      expect(screen.getByText(summary)).toBeInTheDocument();
    }
  });

  it('asks for the period picked and puts it in the address', async () => {
    const sent = stubGateway({
      StaffMe: () => owner,
      StaffSalesReport: ({ from }) => ({
        data: { staffSales: from === '2026-10-01' ? emptyReport : november },
      }),
    });
    renderAt('/staff/sales?from=2026-11-01&to=2026-11-30', <SalesPage />);
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-30');

    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    await expectAddress('/staff/sales?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByText('No invoices were paid in this period.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      operationName: 'StaffSalesReport',
      variables: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(figure('Total')).toBe('₹0.00');
    expect(screen.queryByRole('region', { name: /^Invoices of the period/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/staff/exports/sales.csv?from=2026-10-01&to=2026-10-31',
    );
  });

  it("shows the gateway's reason for a period it refuses", async () => {
    stubGateway({
      StaffMe: () => owner,
      StaffSalesReport: () =>
        gatewayError(
          'BAD_USER_INPUT',
          'The last day of the period must not come before its first day.',
          { to: 'The last day of the period must not come before its first day.' },
        ),
    });
    renderAt('/staff/sales?from=2026-11-30&to=2026-11-01', <SalesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last day of the period must not come before its first day.',
    );
  });

  it('tells an instructor sales are for owners, without asking for them', async () => {
    const sent = stubGateway({ StaffMe: () => instructor });
    renderAt('/staff/sales', <SalesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only owners see sales.');
    expect(sent.map((operation) => operation.operationName)).toEqual(['StaffMe']);
  });

  it("says so in the gateway's words when the report itself is refused", async () => {
    stubGateway({
      StaffMe: () => owner,
      StaffSalesReport: () =>
        gatewayError('FORBIDDEN', 'Only an owner of the academy can see this.'),
    });
    renderAt('/staff/sales?from=2026-11-01&to=2026-11-30', <SalesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an owner of the academy can see this.',
    );
  });

  it('sends a visitor or a student to staff sign-in', async () => {
    stubGateway({
      StaffMe: () => gatewayError('FORBIDDEN', 'This is for the academy’s staff only.'),
    });
    renderAt('/staff/sales', <SalesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in with your staff account to open the staff room.');
    expect(within(alert).getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute(
      'href',
      '/staff/sign-in',
    );
  });
});
