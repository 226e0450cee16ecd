/**
 * What a page tells search engines and link previews, in its head: the canonical link, Open
 * Graph and a large Twitter card (with a preview image, preview-images.ts), and structured
 * data (JSON-LD): the academy and the site on every page, then what the route's head says
 * of the page (config/routes.ts: a course and its breadcrumbs, the FAQ); all in the page's
 * language, with links to the page in every language (hreflang). Absolute URLs come from SITE_URL, so the same build serves
 * any origin.
 */
import type { EducationalOrganization, Graph, Thing, WebSite } from 'schema-dts';
import {
  languages,
  localeOf,
  localizedPath,
  paths,
  siteTextIn,
  unlocalizedPath,
  type Language,
  type PageHead,
  type RenderedPage,
  type SiteText,
} from '../../client/src/ssr/server-entry.ts';
import { PICTURE_SIZE } from './pictures.ts';
import { aboutData } from './structured-data.ts';
import { escapeHtml, scriptSafeJson } from './document.ts';

interface PageSeo {
  siteUrl: string;
  page: RenderedPage;
  /** The route's head made with the site's address; undefined for a page not found. */
  head: PageHead | undefined;
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

/** The page's structured data, as one JSON-LD graph: the site's, then the page's own. */
function structuredData(siteUrl: string, language: Language, head: PageHead | undefined): Graph {
  const text = siteTextIn(language);
  const things: Thing[] = [
    organization(siteUrl, text),
    website(siteUrl, text, language),
    ...aboutData(head?.about, siteUrl),
  ];
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
  const { siteUrl, page, head, image, path } = seo;
  const { site } = siteTextIn(page.language);
  // The page's own path: its head's, or for a page that names none (a student's classes),
  // the path it was asked for.
  const canonical = head?.canonicalPath;
  const ownPath =
    canonical === undefined
      ? page.status === 200
        ? path
        : null
      : localizedPath(canonical, page.language);
  const url = absolute(siteUrl, ownPath ?? path);
  const { title, description = '' } = page.head;
  const previewTitle = head?.previewTitle ?? title;
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    head?.robots ? meta('name', 'robots', head.robots) : '',
    ownPath ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    ownPath ? alternates(siteUrl, ownPath) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.brandName),
    meta('property', 'og:locale', ogLocale(page.language)),
    ...languages
      .filter((language) => language !== page.language)
      .map((language) => meta('property', 'og:locale:alternate', ogLocale(language))),
    meta('property', 'og:title', previewTitle),
    meta('property', 'og:description', description),
    ownPath ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PICTURE_SIZE.width)),
    meta('property', 'og:image:height', String(PICTURE_SIZE.height)),
    meta('property', 'og:image:alt', head?.pictureAlt ?? site.brandName),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', previewTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptSafeJson(structuredData(siteUrl, page.language, head))}</script>`,
  ].join('');
}
