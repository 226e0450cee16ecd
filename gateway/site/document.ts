/**
 * A served page: vite's template (the app's entry and the files it imports) filled with a
 * rendered page (client/src/ssr/render.tsx): its head, its styles, the page module's own
 * files to preload, the inline start-up script, its markup in #root and the data it was
 * rendered from. The one place a document is put together, for pages rendered at build time
 * and on request alike.
 */
import { createHash } from 'node:crypto';
import {
  APP_FILES_ELEMENT_ID,
  localizedPath,
  RENDERED_STATE_ELEMENT_ID,
  SERVED_FORM_ELEMENT_ID,
  STAFF_REFUSALS_ELEMENT_ID,
  type AppFiles,
  type Language,
  type RenderedPage,
} from '../../client/src/ssr/server-entry.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_ELEMENT = /<html lang="[^"]*">/;
const MANIFEST_LINK = /(<link rel="manifest" href=")\/site\.webmanifest(")/;

/** Where a language's web app manifest is served (gateway/site/crawlers.ts). */
export const manifestPath = (language: Language) =>
  language === 'en' ? '/site.webmanifest' : `${localizedPath('/', language)}/site.webmanifest`;

/** Where the Devanagari fallback fonts are served (gateway/site/fonts.ts). */
export const FONT_PATH = '/fonts';
const DEVANAGARI_FONT_URL = `${FONT_PATH}/noto-sans-devanagari-400.woff2`;
const FALLBACK_FAMILY = 'Academy Devanagari';
const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF';

/**
 * Hindi pages' fonts: the phone's own Devanagari font where it has one (Android's Noto Sans
 * Devanagari, iOS's Kohinoor, Windows' Nirmala UI or Mangal), listed ahead of a subset of
 * Noto Sans Devanagari that the browser downloads only for a Devanagari letter none of those
 * has (its unicode-range), and that English pages never name.
 */
const DEVANAGARI_FAMILIES = `'Noto Sans Devanagari','Kohinoor Devanagari','Nirmala UI',Mangal,'${FALLBACK_FAMILY}'`;
/**
 * One weight: bold Devanagari is drawn from it by the browser (font synthesis), so a phone
 * without a Devanagari font fetches one file (50 KB), not two.
 */
const DEVANAGARI_FACE =
  `@font-face{font-family:'${FALLBACK_FAMILY}';font-style:normal;font-weight:400;font-display:swap;` +
  "src:local('Noto Sans Devanagari'),local('NotoSansDevanagari-Regular')," +
  `url(${DEVANAGARI_FONT_URL}) format('woff2');` +
  `unicode-range:${DEVANAGARI_RANGE}}`;
const DEVANAGARI_FONTS =
  `<style>${DEVANAGARI_FACE}` +
  `:root{--chakra-fonts-body:'Inter','Segoe UI',${DEVANAGARI_FAMILIES},system-ui,-apple-system,sans-serif;` +
  `--chakra-fonts-heading:'Poppins','Segoe UI',${DEVANAGARI_FAMILIES},system-ui,-apple-system,sans-serif}</style>`;
/**
 * First in a Hindi page's head: on a device that cannot draw Devanagari at all, it adds the
 * fallback face to the document and loads it at once, while the head is read, so that it
 * is usually ready for the page's first layout (laid out once, nothing moves). Left to the
 * @font-face rule, the font was asked for only by that layout, arrived after it, and the
 * hero's paragraph was laid out again and moved. Phones have a Devanagari font (Android's
 * Noto Sans Devanagari, iOS's Kohinoor, Windows' Nirmala UI) and fetch nothing. The test:
 * with no font, a Devanagari letter is drawn as the same missing-glyph box as an unassigned
 * code point (U+0378), so the two measure alike. Plain ES5, no build step; the CSP names it
 * by its hash (gateway/http/mounts/security.ts).
 */
export const DEVANAGARI_CHECK =
  "(function(){var c=document.createElement('canvas').getContext('2d');if(!c)return;" +
  "c.font='16px sans-serif';var w=function(t){return c.measureText(t).width};" +
  "if(w('\\u0915\\u0916\\u0917')!==w('\\u0378\\u0378\\u0378'))return;" +
  `var f=new FontFace('${FALLBACK_FAMILY}',"url(${DEVANAGARI_FONT_URL}) format('woff2')",` +
  `{unicodeRange:'${DEVANAGARI_RANGE}',display:'swap'});document.fonts.add(f);` +
  'f.load().catch(function(){})})()';
/** The CSP source of DEVANAGARI_CHECK. */
export const DEVANAGARI_CHECK_HASH = `'sha256-${createHash('sha256').update(DEVANAGARI_CHECK).digest('base64')}'`;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
/** Vite's tags for the app's files, which the start-up script's list replaces. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside <script type="application/json"> (no "</script>", no "<!--"). */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

interface DocumentParts {
  template: string;
  /** The app's entry and the files it imports (site-build.ts, from vite's manifest). */
  appFiles: { entry: string; preload: string[] };
  page: RenderedPage;
  /** The page module's files beyond the entry's, as URL paths. */
  pageFiles: string[];
  /** The inline start-up script. */
  earlyInput: string;
  /** More for the head: canonical link, link-preview tags, structured data (seo.ts). */
  headTags: string;
}

export function composeDocument({
  template,
  appFiles,
  page,
  pageFiles,
  earlyInput,
  headTags,
}: DocumentParts): string {
  if (!template.includes(ROOT_ELEMENT)) {
    throw new Error('The page template has no empty #root: rebuild (npm run build).');
  }
  const { head, language } = page;
  if (!HTML_ELEMENT.test(template)) throw new Error('The page template has no <html lang>.');
  // Functions as replacements, so "$" in the page is never read as a pattern.
  let html = template
    .replace(HTML_ELEMENT, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      MANIFEST_LINK,
      (_link, start: string, end: string) => `${start}${manifestPath(language)}${end}`,
    )
    .replace(CHARSET, (charset) =>
      language === 'hi' ? `${charset}<script>${DEVANAGARI_CHECK}</script>` : charset,
    );
  if (head.description) {
    const description = escapeHtml(head.description);
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${description}${end}`,
    );
  }
  // The page arrives rendered: its scripts are not needed to paint it. The template's
  // entry and preloads give way to a list that the start-up script loads once the page has
  // painted, so that on a slow connection the page's text and images come first, and a
  // phone's processor lays the page out before it compiles the app.
  if (!ENTRY_SCRIPT.test(template))
    throw new Error('The page template has no entry script: rebuild.');
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const files: AppFiles = {
    entry: appFiles.entry,
    preload: [...appFiles.preload, ...pageFiles.filter((file) => !appFiles.preload.includes(file))],
    ...(language === 'en' ? {} : { catalogues: page.catalogues }),
  };
  const filesElement = `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${scriptSafeJson(files)}</script>`;
  html = html.replace(
    '</head>',
    () =>
      `${headTags}${filesElement}${page.preloads}${page.styles}${language === 'hi' ? DEVANAGARI_FONTS : ''}</head>`,
  );
  const state =
    page.state === null
      ? ''
      : `<script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  // A refused form's page: the app hydrates the form as it was rendered (lib/form-post.ts).
  const servedForm =
    page.servedForm === null
      ? ''
      : `<script type="application/json" id="${SERVED_FORM_ELEMENT_ID}">${scriptSafeJson(page.servedForm)}</script>`;
  // A staff page's refused queries: the app's first render shows them refused too.
  const refusals =
    page.refusals === null
      ? ''
      : `<script type="application/json" id="${STAFF_REFUSALS_ELEMENT_ID}">${scriptSafeJson(page.refusals)}</script>`;
  return html.replace(
    ROOT_ELEMENT,
    () =>
      `<script>${earlyInput}</script><div id="root">${page.markup}</div>${state}${servedForm}${refusals}`,
  );
}
