/**
 * The unlock reminder: "Week 4 of Stock Market Foundations is open: Moving averages and
 * indicators", with a button to the order's classes page and, in the footer and in the
 * List-Unsubscribe headers (RFC 8058), the one-click way to stop reminders. Made when it is
 * sent, so a student who turned reminders off after it was written gets nothing, and the
 * course's and lessons' titles are today's.
 */
import type { Logger } from 'pino';
import { format } from '../../common/messages/format.ts';
import { localizedPath, viewClassesPath } from '../../client/src/ssr/server-entry.ts';
import type { CustomerLanguages } from '../db/customer-languages.ts';
import type { ReminderSettings } from '../db/reminders.ts';
import { byWeek } from '../domain/courses.ts';
import { orderById } from '../domain/orders.ts';
import { isPaid } from '../domain/unlock.ts';
import type { ClassItemModel, CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { payloadStrings, SkippedMail, UnsendableMail, type ComposeMail } from './kinds.ts';
import { mailText, renderMail } from './template.tsx';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/** What the reminder reads from the legacy API. */
interface UnlockProvider {
  orders(customerId: string): Promise<OrderModel[]>;
  classItems(courseId: string): Promise<ClassItemModel[]>;
  customer(customerId: string): Promise<CustomerModel>;
}

interface UnlockMailSources {
  providerFor: (log: Logger) => UnlockProvider;
  languages: CustomerLanguages;
  reminders: ReminderSettings;
  unsubscribeLinks: UnsubscribeLinks;
  siteUrl: string;
  brandName: string;
  logger: Logger;
}

/** The titles of a week's lessons, in the classes page's order, joined for a sentence. */
export function weekLessons(items: readonly ClassItemModel[], week: number): string {
  return byWeek([...items])
    .filter((item) => item.week === week)
    .map((item) => item.title)
    .join(', ');
}

function weekOf(payload: unknown): number {
  const week =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>).week
      : undefined;
  if (typeof week !== 'number' || !Number.isSafeInteger(week) || week < 2) {
    throw new UnsendableMail('payload has no week');
  }
  return week;
}

export function unlockMailMaker(sources: UnlockMailSources): ComposeMail {
  return async (payload) => {
    const { orderId, customerId, courseId } = payloadStrings(payload, [
      'orderId',
      'customerId',
      'courseId',
    ]);
    const week = weekOf(payload);
    // Checked again now: the student may have turned reminders off since it was written.
    if (!(await sources.reminders.enabled(customerId))) {
      throw new SkippedMail('the student turned reminders off');
    }
    const provider = sources.providerFor(sources.logger);
    const order = orderById(await provider.orders(customerId), orderId);
    if (!order || !isPaid(order)) throw new SkippedMail('the order is no longer paid');
    const [items, customer, language] = await Promise.all([
      provider.classItems(courseId),
      provider.customer(customerId),
      sources.languages.of(customerId),
    ]);
    const lessons = weekLessons(items, week);
    if (lessons === '') throw new SkippedMail(`week ${week} has no lessons`);
    const text = mailText(language).unlock;
    const values = { week: String(week), course: order.course.title, lessons };
    const classesPath = localizedPath(viewClassesPath(courseId, order.course.title), language);
    const unsubscribeUrl = sources.unsubscribeLinks.url(customerId, language);
    return {
      to: customer.email,
      ...renderMail({
        language,
        brand: sources.brandName,
        name: customer.name,
        subject: format(text.subject, values),
        preview: format(text.preview, values),
        heading: format(text.heading, values),
        paragraphs: [format(text.opened, values), text.next],
        action: { label: text.action, url: `${sources.siteUrl}${classesPath}` },
        optOut: { text: text.stop, url: unsubscribeUrl },
      }),
      attachments: [],
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
