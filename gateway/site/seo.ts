/**
 * What a page tells search engines and link previews, in its head: the canonical link, Open
 * Graph and a large Twitter card (with a preview image, preview-images.ts), and structured
 * data (JSON-LD): the academy and the site on every page, a course and its breadcrumbs on a
 * course page, the FAQ on the home page. Absolute URLs come from SITE_URL, so the same
 * build serves any origin.
 */
import type {
  BreadcrumbList,
  Course,
  EducationalOrganization,
  FAQPage,
  Graph,
  Thing,
  WebSite,
} from 'schema-dts';
import {
  courseFacts,
  homeContent,
  navLinks,
  paths,
  site,
  type CourseFacts,
  type RenderedPage,
  type RouteId,
} from '../../client/src/ssr/server-entry.ts';
import { CURRENCY } from '../domain/money.ts';
import { escapeHtml, scriptSafeJson } from './document.ts';

/** Preview images are 1200x630, the size link previews show large. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

interface PageSeo {
  siteUrl: string;
  route: RouteId;
  page: RenderedPage;
  /** The page's preview image, an absolute URL. */
  image: string;
  /** The path the page was asked for (for og:url where the page has no canonical one). */
  path: string;
}

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

function organization(siteUrl: string): EducationalOrganization {
  return {
    '@type': 'EducationalOrganization',
    '@id': `${siteUrl}/#organization`,
    name: site.brandName,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, '/apple-touch-icon.png'),
    email: site.supportEmail,
    telephone: site.phones[0],
    address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' },
    contactPoint: site.phones.map((telephone) => ({
      '@type': 'ContactPoint' as const,
      contactType: 'customer support',
      telephone,
      email: site.supportEmail,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '10:00:00+05:30',
        closes: '19:00:00+05:30',
      },
    })),
    sameAs: site.social.map((profile) => profile.href),
  };
}

function website(siteUrl: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.brandName,
    url: `${siteUrl}/`,
    inLanguage: 'en-IN',
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** Google's Course info: name, description, provider, offers and an online instance. */
function course(siteUrl: string, facts: CourseFacts, url: string): Course {
  return {
    '@type': 'Course',
    '@id': `${url}#course`,
    name: facts.title,
    description: facts.description,
    url,
    ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
    inLanguage: 'en',
    provider: { '@id': `${siteUrl}/#organization` },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: facts.finalPrice,
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
        repeatCount: courseFacts.weeks,
        repeatFrequency: 'Weekly',
        duration: `P${courseFacts.liveClassMonths}M`,
      },
      courseWorkload: `P${courseFacts.weeks}W`,
    },
  };
}

function breadcrumbs(siteUrl: string, facts: CourseFacts, url: string): BreadcrumbList {
  // Named as the navbar names them.
  const labelOf = (route: 'home' | 'courses') =>
    navLinks.find((link) => link.route === route)?.label ?? route;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: labelOf('home'),
        item: absolute(siteUrl, paths.home),
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: labelOf('courses'),
        item: absolute(siteUrl, paths.courses),
      },
      { '@type': 'ListItem', position: 3, name: facts.title, item: url },
    ],
  };
}

function faq(): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: homeContent.faq.items.map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    })),
  };
}

/** The page's structured data, as one JSON-LD graph. */
function structuredData({ siteUrl, route, page, path }: PageSeo): Graph {
  const url = absolute(siteUrl, page.canonicalPath ?? path);
  const things: Thing[] = [organization(siteUrl), website(siteUrl)];
  if (page.course)
    things.push(course(siteUrl, page.course, url), breadcrumbs(siteUrl, page.course, url));
  if (route === 'home') things.push(faq());
  return { '@context': 'https://schema.org', '@graph': things };
}

/** The tags that go in the page's head. */
export function seoHead(seo: PageSeo): string {
  const { siteUrl, page, image, path } = seo;
  const url = absolute(siteUrl, page.canonicalPath ?? path);
  const { title, description = '' } = page.head;
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    page.canonicalPath ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.brandName),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    page.canonicalPath ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_SIZE.height)),
    meta('property', 'og:image:alt', page.course?.title ?? site.brandName),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptSafeJson(structuredData(seo))}</script>`,
  ].join('');
}
