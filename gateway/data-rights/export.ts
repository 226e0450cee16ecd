/**
 * A student's data, gathered for them (DPDP Act 2023, the right of access): one zip holding
 * `data.json` (profile, orders, lesson progress, certificates, preferences, the sign-ins of the
 * last 90 days, quiz results) and the receipt of every paid order as the PDF `Order.receiptUrl`
 * serves. Times are ISO 8601 with the academy's offset, as the API gives them.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ACADEMY_TIME_ZONE, toIsoWithOffset } from '../../common/time-zone.ts';
import type { Language } from '../../common/language.ts';
import type { CertificateRecord } from '../db/certificates.ts';
import type { ProgressRecord } from '../db/progress.ts';
import type { SignInRecord } from '../db/sign-ins.ts';
import { receiptFileName } from '../documents/links.ts';
import { receiptFacts, type ReceiptSources } from '../documents/papers.ts';
import { renderReceipt } from '../documents/receipt-pdf.ts';
import { isPaid } from '../domain/unlock.ts';
import type { CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';

/** What the export reads, for one student. */
export interface ExportSources extends ReceiptSources {
  progressOf(customerId: string): Promise<ProgressRecord[]>;
  certificatesOf(customerId: string): Promise<CertificateRecord[]>;
  languageOf(customerId: string): Promise<Language | null>;
  remindersEnabled(customerId: string): Promise<boolean>;
  signInsOf(customerId: string): Promise<SignInRecord[]>;
  certificatePage(code: string): string;
  now: Date;
}

const at = (instant: Date | number) => toIsoWithOffset(instant, ACADEMY_TIME_ZONE);

/** What `data.json` says; its field names are the export's format, read by people and tools. */
function dataOf(
  customer: CustomerModel,
  orders: readonly OrderModel[],
  receipts: ReadonlyMap<string, { number: string; file: string }>,
  parts: {
    progress: ProgressRecord[];
    certificates: CertificateRecord[];
    language: Language | null;
    remindersEnabled: boolean;
    signIns: SignInRecord[];
    certificatePage: (code: string) => string;
    now: Date;
  },
) {
  return {
    exportedAt: at(parts.now),
    profile: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      mobile: customer.mobile,
    },
    // The student's choices: the language mail is written in, and unlock reminders on or off.
    preferences: { language: parts.language, unlockReminders: parts.remindersEnabled },
    orders: orders.map((order) => ({
      id: order.id,
      bookingCode: order.bookingCode,
      orderedAt: order.orderedAt,
      status: order.status,
      amountRupees: order.amount,
      course: { id: order.course.id, title: order.course.title },
      receiptNumber: receipts.get(order.id)?.number ?? null,
      receiptFile: receipts.get(order.id)?.file ?? null,
    })),
    lessonProgress: parts.progress.map((record) => ({
      classItemId: record.classItemId,
      positionS: record.positionS,
      completed: record.completed,
      recordedAt: at(record.recordedAt),
      updatedAt: at(record.updatedAt),
    })),
    certificates: parts.certificates.map((certificate) => ({
      code: certificate.code,
      course: { id: certificate.courseId, title: certificate.courseTitle },
      orderId: certificate.orderId,
      studentName: certificate.studentName,
      completedAt: at(certificate.completedAt),
      issuedAt: at(certificate.issuedAt),
      url: parts.certificatePage(certificate.code),
    })),
    // Quizzes come with a later release; their results will be listed here.
    quizResults: [],
    signInsLast90Days: parts.signIns.map((signIn) => ({
      at: at(signIn.at),
      address: signIn.address,
      userAgent: signIn.userAgent,
      way: signIn.way,
    })),
  };
}

/** The student's export, as the bytes of a zip. */
export async function exportArchive(
  sources: ExportSources,
  customerId: string,
): Promise<Uint8Array> {
  const { provider } = sources;
  const [customer, orders, progress, certificates, language, remindersEnabled, signIns] =
    await Promise.all([
      provider.customer(customerId),
      provider.orders(customerId),
      sources.progressOf(customerId),
      sources.certificatesOf(customerId),
      sources.languageOf(customerId),
      sources.remindersEnabled(customerId),
      sources.signInsOf(customerId),
    ]);
  const files: Zippable = {};
  const receipts = new Map<string, { number: string; file: string }>();
  // One at a time: the receipts share the provider's answers already read, and drawing
  // PDFs in parallel would only hold more memory at once.
  for (const order of orders.filter(isPaid)) {
    const facts = await receiptFacts(
      { ...sources, provider: { orders: async () => orders, customer: async () => customer } },
      customerId,
      order.id,
    );
    if (facts === null) continue;
    const file = `receipts/${receiptFileName(facts.number)}`;
    receipts.set(order.id, { number: facts.number, file });
    // PDFs are compressed already: stored as they are.
    files[file] = [new Uint8Array(await renderReceipt(facts)), { level: 0 }];
  }
  const data = dataOf(customer, orders, receipts, {
    progress,
    certificates,
    language,
    remindersEnabled,
    signIns,
    certificatePage: sources.certificatePage,
    now: sources.now,
  });
  files['data.json'] = strToU8(`${JSON.stringify(data, null, 2)}\n`);
  return zipSync(files, { level: 6, mtime: sources.now });
}

/** The archive's file name: `{brand}-data-{YYYY-MM-DD}.zip`, the date in the academy's zone. */
export function exportFileName(brandName: string, now: Date): string {
  const brand = /[a-z0-9]+/.exec(brandName.toLowerCase())?.[0] ?? 'account';
  const day = at(now).slice(0, 10);
  return `${brand}-data-${day}.zip`;
}
