/**
 * The public verification page of a certificate, served as HTML without sign-in: it confirms
 * who finished which course and when, links to the PDF, and tells link previews what to show
 * (Open Graph, a large Twitter card with its own 1200x630 picture). Search engines are asked
 * not to index it: it names a person.
 */
import { escapeHtml } from '../site/document.ts';
import { PICTURE_SIZE } from '../site/pictures.ts';

interface CertificatePageFacts {
  brandName: string;
  siteUrl: string;
  code: string;
  studentName: string;
  courseTitle: string;
  completedOn: string;
  issuedOn: string;
  pageUrl: string;
  pdfUrl: string;
  imageUrl: string;
}

/** Devanagari in a name: its element says so (lang="hi"), for screen readers and fonts. */
const DEVANAGARI = /[\u0900-\u097f]/;

export function certificatePage(facts: CertificatePageFacts): string {
  const e = escapeHtml;
  const title = `${facts.studentName} completed ${facts.courseTitle} | ${facts.brandName}`;
  const description = `${facts.brandName} confirms that ${facts.studentName} completed the online course ${facts.courseTitle} on ${facts.completedOn}. Certificate ${facts.code}.`;
  const nameLang = DEVANAGARI.test(facts.studentName) ? ' lang="hi"' : '';
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${e(content)}">`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<meta name="robots" content="noindex, nofollow">
<link rel="canonical" href="${e(facts.pageUrl)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', facts.brandName)}
${meta('property', 'og:locale', 'en_IN')}
${meta('property', 'og:title', `${facts.studentName}: certificate of completion`)}
${meta('property', 'og:description', description)}
${meta('property', 'og:url', facts.pageUrl)}
${meta('property', 'og:image', facts.imageUrl)}
${meta('property', 'og:image:width', String(PICTURE_SIZE.width))}
${meta('property', 'og:image:height', String(PICTURE_SIZE.height))}
${meta('property', 'og:image:alt', `Certificate of completion: ${facts.courseTitle}`)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', `${facts.studentName}: certificate of completion`)}
${meta('name', 'twitter:description', description)}
${meta('name', 'twitter:image', facts.imageUrl)}
<style>
  body { margin: 0; font-family: 'Noto Sans', system-ui, sans-serif; background: #f7f3e8; color: #1f2933; }
  main { max-width: 44rem; margin: 3rem auto; padding: 2.5rem 2rem; background: #fffdf6; border: 3px solid #b7860b; border-radius: 8px; text-align: center; }
  .brand { color: #825e12; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; margin: 0; }
  h1 { font-size: 2rem; margin: 1rem 0 0.5rem; color: #0f1b2d; }
  .verified { display: inline-block; background: #e6f4ea; color: #1e5e2f; border-radius: 999px; padding: 0.25rem 0.9rem; font-weight: 700; }
  .name { font-size: 1.75rem; font-weight: 700; margin: 1.5rem 0 0.25rem; overflow-wrap: anywhere; }
  .course { font-size: 1.25rem; font-weight: 700; color: #0f1b2d; margin: 0.25rem 0 1.5rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto auto; gap: 0.35rem 1rem; justify-content: center; text-align: left; }
  dt { color: #52606d; } dd { margin: 0; font-weight: 700; }
  a { color: #6b4c0e; font-weight: 700; }
  .actions { margin-top: 2rem; display: flex; gap: 1.5rem; justify-content: center; flex-wrap: wrap; }
</style>
</head>
<body>
<main>
  <p class="brand">${e(facts.brandName)}</p>
  <h1>Certificate of completion</h1>
  <p class="verified">Verified certificate</p>
  <p class="name"${nameLang}>${e(facts.studentName)}</p>
  <p>completed the online course</p>
  <p class="course">${e(facts.courseTitle)}</p>
  <dl>
    <dt>Completed on</dt><dd>${e(facts.completedOn)}</dd>
    <dt>Issued on</dt><dd>${e(facts.issuedOn)}</dd>
    <dt>Certificate code</dt><dd>${e(facts.code)}</dd>
  </dl>
  <p class="actions">
    <a href="${e(facts.pdfUrl)}">Download the certificate (PDF)</a>
    <a href="${e(`${facts.siteUrl}/`)}">Visit ${e(facts.brandName)}</a>
  </p>
</main>
</body>
</html>
`;
}
