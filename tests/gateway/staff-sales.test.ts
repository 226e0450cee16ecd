/**
 * Sales and GST (issue 39, item 2) over the real stack: the stand-in (legacy API and payment
 * API) and a gateway with the academy's GSTIN (Maharashtra, 27). A student buys a course
 * through the checkout (a sale within the state: CGST + SGST); another order is issued its
 * invoice for a buyer in Karnataka (29), given here since the profile holds no state (IGST).
 * The report's figures equal those printed on the PDFs; a profile edit after the payment
 * changes nothing printed; the CSV export; owners only; bad periods refused.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { invoiceDraft } from '../../gateway/domain/invoice-drafts.ts';
import { insertOrder } from '../../provider/store/orders.ts';
import { readPdf } from '../support/pdf.ts';
import { addStaff, type AddedStaff } from '../support/staff.ts';
import { buyAtStandIn, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';
import { signUp, startStandInStack, type StandInStack } from './stand-in-stack.ts';

const SALES = `query ($from: String!, $to: String!) { staffSales(from: $from, to: $to) {
  rows { kind invoiceNumber orderId paidAt studentName studentEmail courseTitle couponCode
    taxablePaise cgstPaise sgstPaise igstPaise totalPaise refundedPaise creditNoteNumber }
  totals { orders taxablePaise cgstPaise sgstPaise igstPaise totalPaise refundedPaise }
  revenueByDay { date revenuePaise orders } enrolmentsByWeek { weekStart enrolments } } }`;
const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { token } }`;
const MEENA = {
  name: 'Meena Rao',
  email: 'meena.rao@example.com',
  mobile: '9876501234',
  password: 'meena-pass-1',
};

/** Today in India, as the report's dates are written. */
const today = format(new TZDate(Date.now(), 'Asia/Kolkata'), 'yyyy-MM-dd');
const todayPrinted = format(new TZDate(Date.now(), 'Asia/Kolkata'), 'dd-MM-yyyy');

interface Row {
  invoiceNumber: string;
  orderId: string;
  studentName: string;
  [field: string]: unknown;
}

let stack: StandInStack;
let owner: AddedStaff;
let instructor: AddedStaff;
let ownerToken = '';
let instructorToken = '';
let asha: Awaited<ReturnType<typeof newBuyer>>;
let meenaToken = '';

async function login(username: string, password: string): Promise<string> {
  const { body } = await stack.gateway.gql(
    'mutation ($i: LoginInput!) { login(input: $i) { token } }',
    { i: { username, password } },
  );
  return (body.data?.login as { token: string }).token;
}

async function staffToken(staff: AddedStaff): Promise<string> {
  const input = { email: staff.email, password: staff.password, code: staff.codeAt(new Date()) };
  const { body } = await stack.gateway.gql(SIGN_IN, { input });
  expect(body.errors).toBeUndefined();
  return (body.data?.staffSignIn as { token: string }).token;
}

async function receiptText(token: string, courseId: string): Promise<string> {
  const { body } = await stack.gateway.gql(
    '{ myOrders { status course { id } receiptUrl } }',
    {},
    { token },
  );
  const orders = body.data?.myOrders as { course: { id: string }; receiptUrl: string | null }[];
  const url = orders.find((order) => order.course.id === courseId)?.receiptUrl ?? '';
  const response = await fetch(`${stack.gateway.url}${new URL(url).pathname}`);
  expect(response.status).toBe(200);
  return readPdf(Buffer.from(await response.arrayBuffer())).text;
}

async function sales(from: string, to: string, token = ownerToken) {
  return stack.gateway.gql(SALES, { from, to }, { token });
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-sales-'));
  owner = await addStaff(dataDir, 'owner@academy.test', 'owner', 'owner-password-123');
  instructor = await addStaff(dataDir, 'teach@academy.test', 'instructor', 'teach-password-45');
  stack = await startStandInStack({
    env: {
      DATA_DIR: dataDir,
      ACADEMY_GSTIN: '27AAPFU0939F1ZV',
      ACADEMY_LEGAL_NAME: 'Sharpline Education Private Limited',
      ACADEMY_STATE: 'Maharashtra',
    },
  });
  ownerToken = await staffToken(owner);
  instructorToken = await staffToken(instructor);

  // A sale within the state, through the checkout; the student renames herself after it.
  asha = await newBuyer(stack.gateway.url, 'en', 'Asha Verma');
  const paid = await buyAtStandIn(asha, stack.origin, '3');
  expect((await reportPayment(asha, paid)).errors).toBeUndefined();
  const renamed = await stack.gateway.gql(
    'mutation ($i: ProfileInput!) { updateProfile(input: $i) { name } }',
    { i: { name: 'Asha Kapoor', email: asha.email, mobile: '9876500123' } },
    { token: asha.token },
  );
  expect(renamed.body.errors).toBeUndefined();

  // A sale to Karnataka: its invoice issued for a buyer whose state is given here.
  const meenaId = await signUp(stack, MEENA);
  const orderedAt = new Date();
  const orderId = insertOrder(stack.db, {
    bookingCode: 'TAMEENA001',
    paymentId: 'pay_Meena0000001',
    cId: meenaId,
    courseId: 2,
    customerName: MEENA.name,
    amount: 6999,
    orderDate: orderedAt,
  });
  await stack.gateway.server.database.invoices.issue(
    invoiceDraft({
      customerId: String(meenaId),
      order: {
        id: String(orderId),
        bookingCode: 'TAMEENA001',
        orderedAt: orderedAt.toISOString(),
        orderedAtMs: orderedAt.getTime(),
        status: 'Success',
        amount: 6999,
        customerName: MEENA.name,
        course: {
          id: '2',
          title: 'Forex Trading Essentials',
          description: '',
          imageUrl: null,
          pricing: null,
        },
      },
      customer: { name: 'Rao, Meena "Mini"', email: MEENA.email },
      seller: stack.gateway.server.config.seller,
      paidPaise: 699900,
      coupon: null,
      payment: null,
      buyerStateCode: '29',
    }),
  );
  meenaToken = await login(MEENA.email, MEENA.password);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the sales report', () => {
  it('is refused to a visitor, a student and an instructor', async () => {
    const visitor = await stack.gateway.gql(SALES, { from: today, to: today });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const student = await sales(today, today, asha.token);
    expect(student.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const teacher = await sales(today, today, instructorToken);
    expect(teacher.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(teacher.body.errors?.[0]?.message).toBe('Only an owner of the academy can see this.');
  });

  it('gives the figures printed on the invoices, CGST + SGST within the state and IGST to another', async () => {
    const { body } = await sales(today, today);
    expect(body.errors).toBeUndefined();
    const report = body.data?.staffSales as {
      rows: Row[];
      totals: Record<string, number>;
      revenueByDay: unknown[];
      enrolmentsByWeek: { enrolments: number }[];
    };
    const ashaRow = report.rows.find((row) => row.studentEmail === asha.email);
    expect(ashaRow).toMatchObject({
      studentName: 'Asha Verma',
      courseTitle: 'Options Trading on NSE',
      couponCode: null,
      taxablePaise: 508390,
      cgstPaise: 45755,
      sgstPaise: 45755,
      igstPaise: 0,
      totalPaise: 599900,
      refundedPaise: 0,
      creditNoteNumber: null,
    });
    const meenaRow = report.rows.find((row) => row.studentEmail === MEENA.email);
    expect(meenaRow).toMatchObject({
      studentName: 'Rao, Meena "Mini"',
      courseTitle: 'Forex Trading Essentials',
      taxablePaise: 593136,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 106764,
      totalPaise: 699900,
    });
    expect(report.totals).toEqual({
      orders: 2,
      taxablePaise: 1101526,
      cgstPaise: 45755,
      sgstPaise: 45755,
      igstPaise: 106764,
      totalPaise: 1299800,
      refundedPaise: 0,
    });
    expect(report.revenueByDay).toEqual([{ date: today, revenuePaise: 1299800, orders: 2 }]);
    expect(report.enrolmentsByWeek.map((week) => week.enrolments)).toEqual([2]);

    // The PDFs print the same figures, under the same numbers.
    const ashaPdf = await receiptText(asha.token, '3');
    for (const line of [
      `Invoice no. ${ashaRow?.invoiceNumber}`,
      'Place of supply 27-Maharashtra',
      'Taxable value ₹5,083.90',
      'CGST @ 9% ₹457.55',
      'SGST @ 9% ₹457.55',
      'Total (tax included) ₹5,999',
    ]) {
      expect(ashaPdf).toContain(line);
    }
    const meenaPdf = await receiptText(meenaToken, '2');
    for (const line of [
      `Invoice no. ${meenaRow?.invoiceNumber}`,
      'Place of supply 29-Karnataka',
      'Taxable value ₹5,931.36',
      'IGST @ 18% ₹1,067.64',
      'Total (tax included) ₹6,999',
    ]) {
      expect(meenaPdf).toContain(line);
    }
    expect(meenaPdf).not.toContain('CGST');
  });

  it('prints the name the invoice was issued to, whatever the profile says later', async () => {
    const pdf = await receiptText(asha.token, '3');
    expect(pdf).toContain(`Billed to Asha Verma ${asha.email}`);
    expect(pdf).not.toContain('Asha Kapoor');
  });

  it('writes each reading to the audit log', async () => {
    const { body } = await stack.gateway.gql(
      '{ staffAudit(first: 50) { staffEmail action target } }',
      {},
      { token: ownerToken },
    );
    expect(body.data?.staffAudit).toContainEqual({
      staffEmail: 'owner@academy.test',
      action: 'sales-report',
      target: `${today}..${today}`,
    });
  });

  it('refuses a date that is not one, a period ending before it starts, and one over a year', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['2026-02-30', '2026-03-01', { from: 'Give a real date as YYYY-MM-DD, such as 2026-11-01.' }],
      ['2026-11-01', 'tomorrow', { to: 'Give a real date as YYYY-MM-DD, such as 2026-11-01.' }],
      [
        '2026-11-02',
        '2026-11-01',
        { to: 'The last day of the period must not come before its first day.' },
      ],
      ['2026-01-01', '2027-01-02', { to: 'Ask for a period of at most 366 days at a time.' }],
    ];
    for (const [from, to, fields] of cases) {
      const { body } = await sales(from, to);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.extensions?.fields).toEqual(fields);
    }
    // A leap year's 366 days are one period.
    expect((await sales('2028-01-01', '2028-12-31')).body.errors).toBeUndefined();
  });
});

describe('the CSV export', () => {
  const csvAt = (query: string, token?: string) =>
    fetch(`${stack.gateway.url}/staff/exports/sales.csv?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('gives the same rows with GSTR-1 columns, quoted where needed, as an attachment', async () => {
    const response = await csvAt(`from=${today}&to=${today}`, ownerToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales-${today}-${today}.csv"`,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Document,Invoice number,Invoice date,Order ID,Buyer name,Buyer e-mail,Course,Coupon,Place of supply,Rate,Taxable value,CGST,SGST,IGST,Invoice value,Refunded,Credit note',
    );
    const report = (await sales(today, today)).body.data?.staffSales as { rows: Row[] };
    const [ashaRow, meenaRow] = [asha.email, MEENA.email].map((email) =>
      report.rows.find((row) => row.studentEmail === email),
    );
    expect(lines).toContain(
      `Invoice,${ashaRow?.invoiceNumber},${todayPrinted},${ashaRow?.orderId},Asha Verma,${asha.email},Options Trading on NSE,,27-Maharashtra,18,5083.90,457.55,457.55,0.00,5999.00,0.00,`,
    );
    expect(lines).toContain(
      `Invoice,${meenaRow?.invoiceNumber},${todayPrinted},${meenaRow?.orderId},"Rao, Meena ""Mini""",${MEENA.email},Forex Trading Essentials,,29-Karnataka,18,5931.36,0.00,0.00,1067.64,6999.00,0.00,`,
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('answers 403 to a visitor, a student and an instructor, and 400 to a bad period', async () => {
    expect((await csvAt(`from=${today}&to=${today}`)).status).toBe(403);
    expect((await csvAt(`from=${today}&to=${today}`, asha.token)).status).toBe(403);
    expect((await csvAt(`from=${today}&to=${today}`, instructorToken)).status).toBe(403);
    const bad = await csvAt('from=2026-11-02&to=2026-11-01', ownerToken);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(
      'The last day of the period must not come before its first day.\n',
    );
    expect((await csvAt('to=2026-11-01', ownerToken)).status).toBe(400);
  });
});

describe('a refund in the report', () => {
  it('is a row of its own with the credit note’s figures negative, and the totals are net', async () => {
    const report = (await sales(today, today)).body.data?.staffSales as { rows: Row[] };
    const ashaSale = report.rows.find((row) => row.studentEmail === asha.email);
    const refunded = await stack.gateway.gql(
      `mutation ($id: ID!) { refundOrder(orderId: $id, amountPaise: 100000, reason: "Charged twice") {
        amountPaise creditNoteNumber } }`,
      { id: ashaSale?.orderId },
      { token: ownerToken },
    );
    expect(refunded.body.errors).toBeUndefined();
    const note = (refunded.body.data?.refundOrder as { creditNoteNumber: string }).creditNoteNumber;
    expect(note).toBe('CN/26-27/000001');

    const after = (await sales(today, today)).body.data?.staffSales as {
      rows: Row[];
      totals: Record<string, number>;
    };
    expect(after.rows).toHaveLength(3);
    // The sale says what has been refunded of it; the credit note is its own row.
    expect(
      after.rows.find((row) => row.kind === 'SALE' && row.studentEmail === asha.email),
    ).toMatchObject({ totalPaise: 599900, refundedPaise: 100000, creditNoteNumber: note });
    expect(after.rows.find((row) => row.kind === 'REFUND')).toMatchObject({
      invoiceNumber: ashaSale?.invoiceNumber,
      orderId: ashaSale?.orderId,
      // The buyer as the invoice names her, not as her profile says now.
      studentName: 'Asha Verma',
      taxablePaise: -84746,
      cgstPaise: -7627,
      sgstPaise: -7627,
      igstPaise: 0,
      totalPaise: -100000,
      refundedPaise: 100000,
      creditNoteNumber: note,
    });
    // Net of the credit note: 5,999 + 6,999 - 1,000 rupees, the taxes likewise.
    expect(after.totals).toEqual({
      orders: 2,
      taxablePaise: 508390 + 593136 - 84746,
      cgstPaise: 45755 - 7627,
      sgstPaise: 45755 - 7627,
      igstPaise: 106764,
      totalPaise: 1199800,
      refundedPaise: 100000,
    });

    const csv = (
      await (
        await fetch(`${stack.gateway.url}/staff/exports/sales.csv?from=${today}&to=${today}`, {
          headers: { authorization: `Bearer ${ownerToken}` },
        })
      ).text()
    ).split('\r\n');
    expect(csv).toContain(
      `Credit note,${ashaSale?.invoiceNumber},${todayPrinted},${ashaSale?.orderId},Asha Verma,${asha.email},Options Trading on NSE,,27-Maharashtra,18,-847.46,-76.27,-76.27,0.00,-1000.00,1000.00,${note}`,
    );
  });
});
