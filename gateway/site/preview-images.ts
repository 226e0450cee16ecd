/**
 * Link-preview images (1200x630 PNG): one for the site and one per course, with its title
 * and price in rupees. Drawn on request with satori (layout and text to SVG shapes, with the
 * Noto Sans font shipped in @fontsource/noto-sans) and resvg (SVG to PNG), then kept. Courses
 * come from the provider at run time, so a course's image is named after what it shows: a
 * new course or a new price is a new name (the page links to it), and each name can be
 * cached by browsers and link-preview services for a year.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { HttpMessage } from '../errors.ts';
import satori from 'satori';
import {
  formatRupees,
  siteTextIn,
  type CourseFacts,
  type Language,
} from '../../client/src/ssr/server-entry.ts';
import { PreviewCard, type PreviewCardProps } from './preview-card.tsx';
import { PREVIEW_SIZE } from './seo.ts';

const require = createRequire(import.meta.url);
/** Latin for the words, latin-ext for the rupee sign, Devanagari for Hindi (satori falls back). */
const FONT_FILES = [
  'noto-sans/files/noto-sans-latin-400',
  'noto-sans/files/noto-sans-latin-700',
  'noto-sans/files/noto-sans-latin-ext-400',
  'noto-sans/files/noto-sans-latin-ext-700',
  'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400',
  'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700',
];
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

function loadFonts() {
  fonts ??= FONT_FILES.map((file) => ({
    name: file.includes('devanagari') ? 'Noto Sans Devanagari' : 'Noto Sans',
    data: readFileSync(require.resolve(`@fontsource/${file}-normal.woff`)),
    weight: file.endsWith('700') ? 700 : 400,
    style: 'normal' as const,
  }));
  return fonts;
}

/** The card's line under the site's tagline, in each language. */
const courseLength: Record<Language, (weeks: number) => string> = {
  en: (weeks) => `${weeks}-week live online course`,
  hi: (weeks) => `${weeks} हफ़्ते का लाइव ऑनलाइन कोर्स`,
};

async function drawPreview(card: PreviewCardProps): Promise<Buffer> {
  const svg = await satori(PreviewCard(card), { ...PREVIEW_SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } }).render().asPng();
}

function siteCard(language: Language): PreviewCardProps {
  const { site, courseFacts } = siteTextIn(language);
  return {
    brand: site.brandName,
    title: site.tagline,
    detail: courseLength[language](courseFacts.weeks),
    footnote: courseFacts.summary,
    language,
  };
}

/** What a course's picture shows. */
type CourseCardFacts = Pick<CourseFacts, 'id' | 'title' | 'finalPrice'>;

function courseCard(course: CourseCardFacts, language: Language): PreviewCardProps {
  const { site, courseFacts } = siteTextIn(language);
  return {
    brand: site.brandName,
    title: course.title,
    detail: formatRupees(course.finalPrice),
    footnote: courseFacts.summary,
    language,
  };
}

/** A short name for what a card shows. */
const versionOf = (card: PreviewCardProps) =>
  createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 12);

const PREVIEW_PATH = '/og';
/** Where a language's pictures are: /og for English, /og/hi for Hindi. */
const previewDir = (language: Language) =>
  language === 'en' ? PREVIEW_PATH : `${PREVIEW_PATH}/${language}`;
export const sitePreviewPath = (language: Language = 'en') =>
  `${previewDir(language)}/site-${versionOf(siteCard(language))}.png`;
export const coursePreviewPath = (course: CourseCardFacts, language: Language = 'en') =>
  `${previewDir(language)}/course-${encodeURIComponent(course.id)}-${versionOf(courseCard(course, language))}.png`;

interface PreviewImagesOptions {
  /** The course as the site shows it now; null for an unknown course. */
  courseFacts: (id: string) => Promise<CourseCardFacts | null>;
  logger: Logger;
}

/**
 * GET /og/site-{version}.png and /og/course-{id}-{version}.png: one route, whose parameter
 * Express decodes (a malformed one never gets here: gateway/http/malformed-paths.ts).
 */
export function previewImages({ courseFacts: factsOf, logger }: PreviewImagesOptions): Router {
  const drawn = new LRUCache<string, Buffer>({
    max: 100,
    maxSize: 20_000_000,
    sizeCalculation: (png) => png.length,
  });
  const draw = async (card: PreviewCardProps) => {
    const key = versionOf(card);
    const kept = drawn.get(key);
    if (kept) return kept;
    const png = await drawPreview(card);
    drawn.set(key, png);
    return png;
  };
  const send = (res: Response, png: Buffer) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('png').send(png);
  };

  const router = Router();
  const pictures =
    (language: Language) => async (req: Request, res: Response, next: NextFunction) => {
      const match = /^(?:site-([0-9a-f]{12})|course-(.+)-([0-9a-f]{12}))\.png$/s.exec(
        String(req.params.file),
      );
      if (!match) return next();
      try {
        const [, siteVersion, courseId, courseVersion] = match;
        if (siteVersion !== undefined) {
          const card = siteCard(language);
          if (versionOf(card) !== siteVersion) return res.redirect(302, sitePreviewPath(language));
          return send(res, await draw(card));
        }
        const course = await factsOf(courseId ?? '');
        if (!course) return next();
        const card = courseCard(course, language);
        // An older picture of the course (its price changed): the one it has now.
        if (versionOf(card) !== courseVersion) {
          return res.redirect(302, coursePreviewPath(course, language));
        }
        return send(res, await draw(card));
      } catch (error) {
        logger.error({ err: error, path: req.path }, 'a preview image could not be drawn');
        res.status(503).type('text/plain').send(`${HttpMessage.previewUnavailable}\n`);
      }
    };
  router.get(`${PREVIEW_PATH}/:file`, pictures('en'));
  router.get(`${PREVIEW_PATH}/hi/:file`, pictures('hi'));
  return router;
}
