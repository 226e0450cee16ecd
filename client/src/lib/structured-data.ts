/**
 * Structured data (JSON-LD, schema.org) a page tells search engines about itself, made by
 * its route's head (config/routes.ts); the academy and the site, on every page, are added
 * by the gateway (gateway/site/seo.ts).
 */
import type { BreadcrumbList, Course, FAQPage } from 'schema-dts';
import { CURRENCY } from '@common/currency.ts';
import type { CourseDetailQuery } from '@/gql/graphql.ts';
import { languages, localeOf } from './i18n/language.ts';
import type { HeadInput } from './page-head.ts';

type CourseFacts = NonNullable<CourseDetailQuery['course']>;
interface Schedule {
  weeks: number;
  liveClassMonths: number;
}

/** Google's Course info: name, description, provider, offers and an online instance. */
export function courseData(
  course: CourseFacts,
  url: string,
  schedule: Schedule,
  { siteUrl }: HeadInput,
): Course {
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
export function breadcrumbsData(trail: readonly { name: string; url: string }[]): BreadcrumbList {
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

export function faqData(items: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    })),
  };
}
