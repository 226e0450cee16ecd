/**
 * The receipt e-mail: sent once a payment is recorded, with the receipt PDF attached, the same
 * document `Order.receiptUrl` serves (made here by the same functions, when the message is
 * sent), its subject and words naming the course and the amount paid.
 */
import type { Logger } from 'pino';
import { format } from '../../common/messages/format.ts';
import { localizedPath, paths } from '../../client/src/ssr/server-entry.ts';
import type { CustomerLanguages } from '../db/customer-languages.ts';
import { orderForCourse } from '../domain/orders.ts';
import { rupeesText } from '../domain/money.ts';
import { isPaid } from '../domain/unlock.ts';
import { receiptFileName } from '../documents/links.ts';
import { receiptFacts, type ReceiptSources } from '../documents/papers.ts';
import { renderReceipt } from '../documents/receipt-pdf.ts';
import { payloadStrings, UnsendableMail, type ComposeMail } from './kinds.ts';
import { mailText, renderMail } from './template.tsx';

interface ReceiptMailSources extends Omit<ReceiptSources, 'provider'> {
  providerFor: (log: Logger) => ReceiptSources['provider'];
  languages: CustomerLanguages;
  logger: Logger;
}

export function receiptMailMaker(sources: ReceiptMailSources): ComposeMail {
  return async (payload) => {
    const { customerId, courseId } = payloadStrings(payload, ['customerId', 'courseId']);
    const provider = sources.providerFor(sources.logger);
    const order = orderForCourse(await provider.orders(customerId), courseId);
    if (!order || !isPaid(order)) throw new UnsendableMail('the payment has no paid order');
    const [facts, language] = await Promise.all([
      receiptFacts({ ...sources, provider }, customerId, order.id),
      sources.languages.of(customerId),
    ]);
    if (facts === null) throw new UnsendableMail('the order has no receipt');
    const text = mailText(language).receipt;
    const values = {
      course: facts.courseTitle,
      amount: rupeesText(facts.totalPaise),
      number: facts.number,
    };
    return {
      to: facts.student.email,
      ...renderMail({
        language,
        brand: facts.brandName,
        name: facts.student.name,
        subject: format(text.subject, values),
        preview: format(text.preview, values),
        heading: text.heading,
        paragraphs: [
          format(text.paid, values),
          format(text.attached, values),
          format(text.access, values),
        ],
        action: {
          label: text.action,
          url: `${facts.siteUrl}${localizedPath(paths.myCourses, language)}`,
        },
      }),
      attachments: [
        {
          filename: receiptFileName(facts.number),
          contentType: 'application/pdf',
          content: await renderReceipt(facts),
        },
      ],
    };
  };
}
