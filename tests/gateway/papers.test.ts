/**
 * A student's papers over the real stack (the stand-in seeded, a gateway over HTTP with the
 * academy's GSTIN set): receipt links and numbers (consecutive, once per order, across the
 * financial year's end), the tax invoice read back with a PDF text extractor, certificates
 * issued exactly when the last lesson is done, the public verification page and its 404,
 * Devanagari names in both PDFs, and nothing revealed to anyone else.
 *
 * The demo student's flagship order is dated 7 Nov 2026 10:42 IST; the clock stands at
 * 20 Jan 2027 (every week of it open), later at 15 Jun 2027.
 */
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../provider/store/orders.ts';
import { riskDisclaimer } from '../../common/disclaimer.ts';
import { latinWordsReport } from '../support/english-left.ts';
import { A4, expectPdf, readPdf } from '../support/pdf.ts';
import { RENDERER, builtSite } from './built-client.ts';
import { seedDemoOrders, signUp, startStandInStack, type StandInStack } from './stand-in-stack.ts';

const SITE = 'https://academy.test';
const JANUARY = Date.parse('2027-01-20T12:00:00+05:30');
const JUNE = Date.parse('2027-06-15T12:00:00+05:30');
const PRIYA = {
  name: 'प्रिया शर्मा',
  email: 'priya.sharma@example.com',
  mobile: '9876504321',
  password: 'priya-pass-123',
};
const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

interface OrderPapers {
  id: string;
  status: string;
  course: { id: string; title: string };
  receiptUrl: string | null;
  certificate: {
    code: string;
    issuedAt: string;
    completedAt: string;
    studentName: string;
    courseTitle: string;
    url: string;
    pdfUrl: string;
    hindiPdfUrl: string;
  } | null;
  classItems: { id: string; week: number }[];
}

const PAPERS = `id status course { id title } receiptUrl classItems { id week }
  certificate { code issuedAt completedAt studentName courseTitle url pdfUrl
    hindiPdfUrl: pdfUrl(language: HI) }`;

describe('receipts and certificates', () => {
  let stack: StandInStack;
  let clockMs = JANUARY;
  let demo = '';
  let priya = '';
  let demoOrderId = '';

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    stack.gateway.gql(query, variables, token ? { token } : {});

  /** Fetches a site URL from the gateway under test (the site's origin is SITE_URL). */
  function fetchSite(url: string, init?: RequestInit) {
    expect(url.startsWith(`${SITE}/`)).toBe(true);
    return fetch(`${stack.gateway.url}${url.slice(SITE.length)}`, init);
  }

  async function login(username: string, password: string): Promise<string> {
    const { body } = await gql('mutation ($i: LoginInput!) { login(input: $i) { token } }', {
      i: { username, password },
    });
    return (body.data?.login as { token: string }).token;
  }

  async function orders(token: string): Promise<OrderPapers[]> {
    const { body } = await gql(`{ myOrders { ${PAPERS} } }`, {}, token);
    expect(body.errors).toBeUndefined();
    return body.data?.myOrders as OrderPapers[];
  }

  async function orderFor(token: string, courseId: string): Promise<OrderPapers> {
    const { body } = await gql(
      `query ($c: ID!) { orderByCourse(courseId: $c) { ${PAPERS} } }`,
      { c: courseId },
      token,
    );
    expect(body.errors).toBeUndefined();
    return body.data?.orderByCourse as OrderPapers;
  }

  async function markDone(token: string, classItemId: string, recordedAt: string) {
    const { body } = await gql(
      'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { completed } }',
      { i: { classItemId, completed: true, recordedAt } },
      token,
    );
    expect(body.errors).toBeUndefined();
  }

  async function pdfAt(url: string) {
    const response = await fetchSite(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return readPdf(Buffer.from(await response.arrayBuffer()));
  }

  beforeAll(async () => {
    stack = await startStandInStack({
      now: () => new Date(clockMs),
      env: {
        SITE_URL: SITE,
        CLIENT_DIST: await builtSite(),
        ACADEMY_GSTIN: '27AAPFU0939F1ZV',
        ACADEMY_LEGAL_NAME: 'Sharpline Education Private Limited',
        ACADEMY_ADDRESS: '12 Example Lane, Andheri East, Mumbai 400069',
        ACADEMY_STATE: 'Maharashtra',
      },
      // The verification page is rendered on request, by the renderer from the sources.
      pageRenderer: RENDERER,
    });
    const { db } = stack;
    // The failed payment has no receipt.
    seedDemoOrders(db, Date.parse('2026-11-07T10:42:00+05:30'));
    const priyaId = await signUp(stack, PRIYA);
    // Ten minutes before and after the financial year's end (1 April, 00:00 IST).
    insertOrder(db, {
      bookingCode: 'TAPRIYA001',
      paymentId: 'pay_Priya0000001',
      cId: priyaId,
      courseId: 3,
      customerName: PRIYA.name,
      amount: 5999,
      orderDate: new Date(Date.parse('2027-03-31T23:50:00+05:30')),
    });
    insertOrder(db, {
      bookingCode: 'TAPRIYA002',
      paymentId: 'pay_Priya0000002',
      cId: priyaId,
      courseId: 2,
      customerName: PRIYA.name,
      amount: 6999,
      orderDate: new Date(Date.parse('2027-04-01T00:10:00+05:30')),
    });
    demo = await login('demo@example.com', 'demo12345');
    priya = await login(PRIYA.email, PRIYA.password);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  describe('receipts', () => {
    it('numbers the first paid order SL/26-27/000001, the same each time; a failed one has none', async () => {
      const first = await orders(demo);
      const paid = first.find((order) => order.status === 'Success');
      const failed = first.find((order) => order.status === 'Failed');
      demoOrderId = paid?.id ?? '';
      expect(paid?.receiptUrl).toMatch(
        /^https:\/\/academy\.test\/receipts\/[\w-]+\.[\w-]+\/receipt-SL-26-27-000001\.pdf$/,
      );
      expect(failed?.receiptUrl).toBeNull();
      const again = await orders(demo);
      expect(again.find((order) => order.id === demoOrderId)?.receiptUrl).toMatch(
        /receipt-SL-26-27-000001\.pdf$/,
      );
    });

    it('serves a GST tax invoice that reads back with every figure', async () => {
      const url = (await orders(demo)).find((order) => order.id === demoOrderId)?.receiptUrl;
      const pdf = await pdfAt(url ?? '');
      expectPdf(pdf, {
        pages: 1,
        size: A4.portrait,
        lines: [
          'Tax Invoice',
          'Sharpline Education Private Limited',
          '12 Example Lane, Andheri East, Mumbai 400069',
          'GSTIN: 27AAPFU0939F1ZV',
          'State: Maharashtra, कोड / code 27',
          'Invoice no. SL/26-27/000001',
          'Date 7 Nov 2026',
          'Place of supply 27-Maharashtra',
          'Billed to Demo Student demo@example.com',
          'Online course: Stock Market Foundations 999293 ₹3,388.98',
          'Taxable value ₹3,388.98',
          'CGST @ 9% ₹305.01',
          'SGST @ 9% ₹305.01',
          'Total (tax included) ₹3,999',
          'Rupees Three Thousand Nine Hundred Ninety-Nine only',
          `Order ID: ${demoOrderId}`,
          // Seeded straight into the academy's records, not through the gateway's checkout.
          'Booking code: TADEMO0001',
        ],
      });
      // Its Hindi half: the title, the date as Hindi writes it, the total in Hindi words.
      // pdftotext spaces out punctuation between Latin and Devanagari runs: compared unspaced.
      const unspaced = (text: string) => text.replace(/\s+/g, '').normalize('NFC');
      for (const line of [
        'टैक्स इनवॉइस / Tax Invoice',
        'तारीख़ / Date 7 Nov 2026 7 नवंबर 2026',
        'कुल (कर सहित) / Total (tax included) ₹3,999',
        'रुपये तीन हज़ार नौ सौ निन्यानबे मात्र',
      ]) {
        expect(unspaced(pdf.text)).toContain(unspaced(line));
      }
    });

    it("numbers consecutively up to the financial year's end and starts again at 000001 after it, a Devanagari name printed as written", async () => {
      const [course3, course2] = [await orderFor(priya, '3'), await orderFor(priya, '2')];
      expect(course3.receiptUrl).toMatch(/receipt-SL-26-27-000002\.pdf$/);
      expect(course2.receiptUrl).toMatch(/receipt-SL-27-28-000001\.pdf$/);
      const march = await pdfAt(course3.receiptUrl ?? '');
      expectPdf(march, {
        lines: [
          'Invoice no. SL/26-27/000002',
          'Date 31 Mar 2027',
          'Billed to प्रिया शर्मा priya.sharma@example.com',
          'Total (tax included) ₹5,999',
          'CGST @ 9% ₹457.55',
          'Rupees Five Thousand Nine Hundred Ninety-Nine only',
        ],
      });
      const april = await pdfAt(course2.receiptUrl ?? '');
      expectPdf(april, {
        lines: [
          'Invoice no. SL/27-28/000001',
          'Date 1 Apr 2027',
          'Taxable value ₹5,931.36',
          'SGST @ 9% ₹533.82',
          'Rupees Six Thousand Nine Hundred Ninety-Nine only',
        ],
      });
    });

    it("reveals nothing for a forged, altered or ended link, or another student's order", async () => {
      const url = (await orderFor(priya, '3')).receiptUrl ?? '';
      const [, , , , segment = '', name = ''] = url.split('/');
      const [grant = '', signature = ''] = segment.split('.');
      const claims = JSON.parse(Buffer.from(grant, 'base64url').toString()) as { o: string };
      const altered = Buffer.from(JSON.stringify({ ...claims, o: demoOrderId })).toString(
        'base64url',
      );
      for (const bad of [
        `${SITE}/receipts/${altered}.${signature}/${name}`,
        `${SITE}/receipts/${grant}.AAAA/${name}`,
        `${SITE}/receipts/not-a-link/${name}`,
        `${SITE}/receipts/${grant}/${name}`,
      ]) {
        const response = await fetchSite(bad);
        expect(response.status, bad).toBe(404);
        expect(response.headers.get('content-type')).toContain('text/plain');
      }
      // Another student's order is not theirs to ask about.
      const { body } = await gql(`{ order(id: "${demoOrderId}") { receiptUrl } }`, {}, priya);
      expect(body.errors).toBeUndefined();
      expect(body.data?.order).toBeNull();
      // Signed out: the link ends with the session.
      const ownUrl = (await orderFor(priya, '2')).receiptUrl ?? '';
      expect((await fetchSite(ownUrl)).status).toBe(200);
      await gql('mutation { logout }', {}, priya);
      expect((await fetchSite(ownUrl)).status).toBe(404);
      priya = await login(PRIYA.email, PRIYA.password);
    });
  });

  describe('certificates', () => {
    let code = '';

    it('is issued exactly when the last lesson is done, once', async () => {
      const order = await orderFor(demo, '1');
      const items = [...order.classItems].sort((a, b) => a.week - b.week);
      expect(items.length).toBe(11);
      expect(order.certificate).toBeNull();
      for (const item of items.slice(0, -1)) {
        await markDone(demo, item.id, '2027-01-18T10:00:00+05:30');
      }
      expect((await orderFor(demo, '1')).certificate).toBeNull();
      await markDone(demo, items[items.length - 1]?.id ?? '', '2027-01-19T18:30:00+05:30');
      const { certificate } = await orderFor(demo, '1');
      code = certificate?.code ?? '';
      expect(code).toMatch(CODE);
      expect(certificate).toEqual({
        code,
        issuedAt: '2027-01-20T12:00:00+05:30',
        // The gateway's clock when the last lesson was done, not the reading's own date.
        completedAt: '2027-01-20T12:00:00+05:30',
        studentName: 'Demo Student',
        courseTitle: 'Stock Market Foundations',
        url: `${SITE}/certificates/${code}`,
        pdfUrl: `${SITE}/certificates/${code}/certificate.pdf`,
        hindiPdfUrl: `${SITE}/certificates/${code}/certificate-hi.pdf`,
      });
      // Undoing a lesson later takes nothing back.
      const { body } = await gql(
        'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { completed } }',
        { i: { classItemId: items[0]?.id, completed: false } },
        demo,
      );
      expect(body.errors).toBeUndefined();
      expect((await orderFor(demo, '1')).certificate?.code).toBe(code);
    });

    it('answers certificate(code) for anyone, null for an unknown or malformed code', async () => {
      const { body } = await gql(
        'query ($c: ID!) { certificate(code: $c) { code studentName courseTitle completedAt url } }',
        { c: code },
      );
      expect(body.data?.certificate).toEqual({
        code,
        studentName: 'Demo Student',
        courseTitle: 'Stock Market Foundations',
        completedAt: '2027-01-20T12:00:00+05:30',
        url: `${SITE}/certificates/${code}`,
      });
      for (const unknown of ['0000000000000000', 'short', "x' OR '1'='1", '']) {
        const answer = await gql('query ($c: ID!) { certificate(code: $c) { code } }', {
          c: unknown,
        });
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data?.certificate).toBeNull();
      }
    });

    it('has a public verification page with its own preview, not indexed', async () => {
      const response = await fetchSite(`${SITE}/certificates/${code}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      // A page of the site: its layout around it, its main heading.
      expect(html).toMatch(/<main[^>]*>/);
      expect(html).toMatch(/<h1[^>]*>Certificate of completion<\/h1>/);
      expect(html).toMatch(/<p[^>]*data-testid="certificate-name"[^>]*>Demo Student<\/p>/);
      expect(html).toMatch(
        /<p[^>]*data-testid="certificate-course"[^>]*>Stock Market Foundations<\/p>/,
      );
      expect(html).toMatch(/<dt[^>]*>Completed on<\/dt><dd[^>]*>20 Jan 2027<\/dd>/);
      expect(html).toMatch(new RegExp(`<dt[^>]*>Certificate code</dt><dd[^>]*>${code}</dd>`));
      expect(html).toContain('Verified certificate');
      expect(html).toContain(
        `<title>Demo Student completed Stock Market Foundations | Sharpline Trading Academy</title>`,
      );
      const image = `${SITE}/certificates/${code}/preview.png`;
      expect(html).toContain(`<meta property="og:image" content="${image}">`);
      expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain(`<meta property="og:url" content="${SITE}/certificates/${code}">`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/certificates/${code}">`);
      const report = await new HtmlValidate({
        extends: ['html-validate:standard'],
      }).validateString(html);
      const errors = report.results.flatMap((result) =>
        result.messages.filter((message) => message.severity === 2).map((m) => m.message),
      );
      expect(errors).toEqual([]);
      const png = await fetchSite(image);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      // The PNG header's width and height.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    });

    it('is a page in Hindi too, under /hi, with the same picture', async () => {
      const response = await fetchSite(`${SITE}/hi/certificates/${code}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="hi">');
      expect(html).toMatch(/<h1[^>]*>कम्प्लीशन सर्टिफ़िकेट<\/h1>/);
      expect(html).toMatch(/<p[^>]*data-testid="certificate-name"[^>]*>Demo Student<\/p>/);
      // Its dates as Hindi writes them: the month in full.
      expect(html).toMatch(/<dd[^>]*>20 जनवरी 2027<\/dd>/);
      expect(html).not.toContain('Jan 2027');
      // Its download is the certificate printed in Hindi.
      expect(html).toContain(`href="${SITE}/certificates/${code}/certificate-hi.pdf"`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/hi/certificates/${code}">`);
      expect(html).toContain(
        `<meta property="og:image" content="${SITE}/certificates/${code}/preview.png">`,
      );
    });

    it('answers an unknown code with the not-found page and 404', async () => {
      for (const [path, title] of [
        ['/certificates/0000000000000000', '404 Page Not Found'],
        ['/certificates/nonsense', '404 Page Not Found'],
        ['/hi/certificates/0000000000000000', '404 पेज नहीं मिला'],
      ] as const) {
        const response = await fetchSite(`${SITE}${path}`, { headers: { accept: 'text/html' } });
        expect(response.status, path).toBe(404);
        expect(await response.text()).toContain(`<title>${title}</title>`);
      }
      const pdf = await fetchSite(`${SITE}/certificates/0000000000000000/certificate.pdf`);
      expect(pdf.status).toBe(404);
    });

    it('serves the certificate as a landscape A4 PDF that reads back', async () => {
      const pdf = await pdfAt(`${SITE}/certificates/${code}/certificate.pdf`);
      expectPdf(pdf, {
        pages: 1,
        size: A4.landscape,
        lines: [
          'SHARPLINE TRADING ACADEMY',
          'Certificate of Completion',
          'This certifies that Demo Student has completed the online course Stock Market Foundations',
          'Completed on 20 Jan 2027',
          `Certificate code ${code}`,
          `Verify at ${SITE}/certificates/${code}`,
        ],
      });
    });

    it('prints the certificate in Hindi too, when the student chooses it', async () => {
      const pdf = await pdfAt(`${SITE}/certificates/${code}/certificate-hi.pdf`);
      expect(pdf.pages).toBe(1);
      // pdftotext spaces out punctuation between Latin and Devanagari runs: compared unspaced.
      const unspaced = (text: string) => text.replace(/\s+/g, '').normalize('NFC');
      for (const line of [
        'कम्प्लीशन सर्टिफ़िकेट',
        'प्रमाणित किया जाता है कि Demo Student ने यह ऑनलाइन कोर्स पूरा किया है Stock Market Foundations',
        'पूरा होने की तारीख़ 20 जनवरी 2027',
        `सर्टिफ़िकेट कोड ${code}`,
        `यहाँ जाँचें ${SITE}/hi/certificates/${code}`,
      ]) {
        expect(unspaced(pdf.text)).toContain(unspaced(line));
      }
      expect(pdf.text).not.toContain('Certificate of Completion');
      // Word by word, no English but the student's name, the provider's course title and
      // the notice's English twin.
      expect(
        latinWordsReport('certificate-hi.pdf', pdf.text, {
          setAside: ['Demo Student', riskDisclaimer.en],
        }),
      ).toEqual([]);
      // The English one is still there, unchanged.
      const english = await pdfAt(`${SITE}/certificates/${code}/certificate.pdf`);
      expect(english.text).toContain('Certificate of Completion');
      const other = await fetchSite(`${SITE}/certificates/${code}/certificate-fr.pdf`, {
        headers: { accept: 'text/html' },
      });
      expect(other.status).toBe(404);
    });

    it('prints a Devanagari name as written, and no other student sees it', async () => {
      clockMs = JUNE;
      // Months later: signed in again.
      priya = await login(PRIYA.email, PRIYA.password);
      demo = await login('demo@example.com', 'demo12345');
      const order = await orderFor(priya, '3');
      expect(order.certificate).toBeNull();
      for (const item of order.classItems) {
        await markDone(priya, item.id, '2027-06-01T09:00:00+05:30');
      }
      const { certificate } = await orderFor(priya, '3');
      expect(certificate?.studentName).toBe('प्रिया शर्मा');
      const pdf = await pdfAt(certificate?.pdfUrl ?? '');
      expect(pdf.text).toContain(
        'This certifies that प्रिया शर्मा has completed the online course Options Trading on NSE',
      );
      // The gateway's clock when the last lesson was done (15 June), not the readings' date.
      expect(pdf.text).toContain('Completed on 15 Jun 2027');
      const page = await (await fetchSite(certificate?.url ?? '')).text();
      expect(page).toMatch(/<p[^>]*lang="hi"[^>]*>प्रिया शर्मा<\/p>/);
      // The demo student's Options order failed: no certificate there, nor Priya's.
      const demoOrders = await orders(demo);
      expect(demoOrders.find((row) => row.course.id === '3')?.certificate).toBeNull();
    });
  });
});
