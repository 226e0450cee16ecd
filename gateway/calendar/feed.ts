/**
 * A customer's calendar feed (RFC 5545, on ical-generator): one event for each week opening
 * of each course they own, at the instant that week opens (the unlock rule's date), titled
 * with the course and the week and linking to the course's classes page. Nothing else about
 * the customer is in it: no name, no e-mail, no order amounts.
 */
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { Language } from '../../common/language.ts';
import { calendar as englishText } from '../../common/messages/en.ts';
import { format } from '../../common/messages/format.ts';
import { calendar as hindiText } from '../../common/messages/hi.ts';
import { localizedPath, viewClassesPath } from '../../client/src/ssr/server-entry.ts';
import { byWeek } from '../domain/courses.ts';
import { weekOpensAtMs } from '../domain/unlock.ts';
import type { ClassItemModel, OrderModel } from '../upstream/legacy-api/models.ts';

/** Where feeds are served: `{SITE_URL}/calendar/{key}.ics`. */
export const CALENDAR_PATH = '/calendar';
const FEED_EXTENSION = '.ics';
/** How often calendar apps are asked to fetch the feed again. */
const REFRESH_S = 6 * 3600;

/** The absolute address of the feed a key opens. */
export function calendarFeedUrl(siteUrl: string, key: string): string {
  return `${siteUrl}${CALENDAR_PATH}/${encodeURIComponent(key)}${FEED_EXTENSION}`;
}

/** The key in a feed's file name (`{key}.ics`); null for any other name. */
export function feedKeyOf(fileName: string): string | null {
  return fileName.endsWith(FEED_EXTENSION) ? fileName.slice(0, -FEED_EXTENSION.length) : null;
}

/** A course the customer owns: the order that dates its weeks, and its lessons. */
interface OwnedCourse {
  order: OrderModel;
  items: ClassItemModel[];
}

interface FeedSettings {
  /** SITE_URL: the origin of the links in the events, and the domain of their UIDs. */
  siteUrl: string;
  brandName: string;
  /** When the feed is made (each event's DTSTAMP). */
  now: Date;
  /** The student's language (the one they last used the site in): the events' words and links. */
  language: Language;
}

/** The feed of the given courses, as iCalendar text (CRLF line ends, folded, escaped). */
export function calendarFeed(courses: readonly OwnedCourse[], settings: FeedSettings): string {
  const { siteUrl, brandName, now, language } = settings;
  const text = language === 'hi' ? hindiText : englishText;
  const calendar = ical({
    name: format(text.name, { brand: brandName }),
    prodId: { company: brandName, product: 'Class openings', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_S,
  });
  const domain = new URL(siteUrl).host;
  for (const { order, items } of courses) {
    const { course } = order;
    const classesUrl = `${siteUrl}${localizedPath(viewClassesPath(course.id, course.title), language)}`;
    const weeks = [...new Set(byWeek(items).map((item) => item.week))];
    for (const week of weeks) {
      const lessons = items
        .filter((item) => item.week === week)
        .map((item) => item.title)
        .join(', ');
      const said = { course: course.title, week, lessons, url: classesUrl };
      calendar.createEvent({
        id: `order-${order.id}-week-${week}@${domain}`,
        stamp: now,
        start: new Date(weekOpensAtMs(order.orderedAtMs, week)),
        summary: format(text.summary, said),
        description: `${format(text.opened, said)}\n${format(text.open, said)}`,
        url: classesUrl,
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
  }
  // RFC 5545 ends every content line with CRLF, the last one included.
  return `${calendar.toString()}\r\n`;
}
