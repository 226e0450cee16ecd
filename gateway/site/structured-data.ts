/**
 * Structured data (JSON-LD, schema.org) a page tells search engines about itself: its route's
 * head says what the page is about (`PageHead.about`, client/src/config/routes.ts), and this
 * says it in schema.org's terms, on the server only (no page's scripts carry it). The academy
 * and the site, on every page, are added by seo.ts.
 */
import type { BreadcrumbList, Course, FAQPage, Thing } from 'schema-dts';
import { CURRENCY } from '../../common/currency.ts';
import { languages, localeOf, type PageAbout } from '../../client/src/ssr/server-entry.ts';

type CourseAbout = NonNullable<PageAbout['course']>;

/** What a page is about, as schema.org things. */
export function aboutData(about: PageAbout | undefined, siteUrl: string): Thing[] {
  if (!about) return [];
  return [
    ...(about.course ? [courseData(about.course, siteUrl)] : []),
    ...(about.breadcrumbs ? [breadcrumbsData(about.breadcrumbs)] : []),
    ...(about.faq ? [faqData(about.faq)] : []),
  ];
}

/** Google's Course info: name, description, provider, offers and an online instance. */
function courseData({ course, url, schedule }: CourseAbout, siteUrl: string): Course {
  return {
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.title,
    description: course.description,
    url,
    ...(course.imageUrl ? { image: course.imageUrl } : {}),
    // Taught in English and Hindi; its title and description are the academy's own words.
    inLanguage: languages.map((each) => localeOf[each]),
    provider: { '@id': `${siteUrl}/#organization` },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.finalPrice,
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      // Two months of live classes, weekly (SPEC.md §1).
      courseSchedule: {
        '@type': 'Schedule',
        repeatCount: schedule.weeks,
        repeatFrequency: 'Weekly',
        duration: `P${schedule.liveClassMonths}M`,
      },
      courseWorkload: `P${schedule.weeks}W`,
    },
  };
}

/** The trail to a page: named as the navbar names them, in the page's language. */
function breadcrumbsData(trail: readonly { name: string; url: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name,
      item: url,
    })),
  };
}

function faqData(items: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    })),
  };
}
