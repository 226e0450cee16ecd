/**
 * What a page tells search engines and link previews, in its head: the canonical link, Open
 * Graph and a large Twitter card (with a preview image, preview-images.ts), and structured
 * data (JSON-LD): the academy and the site on every page, a course and its breadcrumbs on a
 * course page, the FAQ on the home page; all in the page's language, with links to the page
 * in every language (hreflang). Absolute URLs come from SITE_URL, so the same build serves
 * any origin.
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
  languages,
  localeOf,
  localizedPath,
  paths,
  siteTextIn,
  unlocalizedPath,
  type CourseFacts,
  type Language,
  type RenderedPage,
  type RouteId,
  type SiteText,
} from '../../client/src/ssr/server-entry.ts';
import { CURRENCY } from '../domain/money.ts';
import { PICTURE_SIZE } from './pictures.ts';
import { escapeHtml, scriptSafeJson } from './document.ts';

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

/** Open Graph's form of a locale: hi_IN. */
const ogLocale = (language: Language) => localeOf[language].replace('-', '_');

function organization(siteUrl: string, { site }: SiteText): EducationalOrganization {
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

function website(siteUrl: string, { site }: SiteText, language: Language): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.brandName,
    url: `${siteUrl}/`,
    inLanguage: languages.map((each) => localeOf[each]),
    description: site.tagline,
    // The home page in the page's language.
    mainEntityOfPage: absolute(siteUrl, localizedPath(paths.home, language)),
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** Google's Course info: name, description, provider, offers and an online instance. */
function course(siteUrl: string, facts: CourseFacts, url: string, text: SiteText): Course {
  const { courseFacts } = text;
  return {
    '@type': 'Course',
    '@id': `${url}#course`,
    name: facts.title,
    description: facts.description,
    url,
    ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
    // Taught in English and Hindi; its title and description are the academy's own words.
    inLanguage: languages.map((each) => localeOf[each]),
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

function breadcrumbs(
  siteUrl: string,
  facts: CourseFacts,
  url: string,
  { navLinks }: SiteText,
  language: Language,
): BreadcrumbList {
  // Named as the navbar names them, in the page's language.
  const labelOf = (route: 'home' | 'courses') =>
    navLinks.find((link) => link.route === route)?.label ?? route;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: labelOf('home'),
        item: absolute(siteUrl, localizedPath(paths.home, language)),
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: labelOf('courses'),
        item: absolute(siteUrl, localizedPath(paths.courses, language)),
      },
      { '@type': 'ListItem', position: 3, name: facts.title, item: url },
    ],
  };
}

function faq({ homeContent }: SiteText): FAQPage {
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
  const text = siteTextIn(page.language);
  const things: Thing[] = [organization(siteUrl, text), website(siteUrl, text, page.language)];
  if (page.course) {
    things.push(
      course(siteUrl, page.course, url, text),
      breadcrumbs(siteUrl, page.course, url, text, page.language),
    );
  }
  if (route === 'home') things.push(faq(text));
  return { '@context': 'https://schema.org', '@graph': things };
}

/**
 * The page in every language, and x-default (English, the site's default), for a page with
 * a canonical path: hreflang links both ways, each version naming all of them.
 */
function alternates(siteUrl: string, canonicalPath: string): string {
  const own = unlocalizedPath(canonicalPath);
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(siteUrl, localizedPath(own, language)))}">`;
  return [
    ...languages.map((language) => link(localeOf[language], language)),
    link('x-default', 'en'),
  ].join('');
}

/** The tags that go in the page's head. */
export function seoHead(seo: PageSeo): string {
  const { siteUrl, page, image, path } = seo;
  const { site } = siteTextIn(page.language);
  // The page's own path: the renderer's, or for a page it could not name one of (a student's
  // classes), the path it was asked for.
  const ownPath = page.canonicalPath ?? (page.status === 200 ? path : null);
  const url = absolute(siteUrl, ownPath ?? path);
  const { title, description = '' } = page.head;
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    ownPath ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    ownPath ? alternates(siteUrl, ownPath) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.brandName),
    meta('property', 'og:locale', ogLocale(page.language)),
    ...languages
      .filter((language) => language !== page.language)
      .map((language) => meta('property', 'og:locale:alternate', ogLocale(language))),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ownPath ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PICTURE_SIZE.width)),
    meta('property', 'og:image:height', String(PICTURE_SIZE.height)),
    meta('property', 'og:image:alt', page.course?.title ?? site.brandName),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptSafeJson(structuredData(seo))}</script>`,
  ].join('');
}
