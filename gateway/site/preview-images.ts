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
import { Router, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { HttpMessage } from '../errors.ts';
import satori from 'satori';
import {
  courseFacts,
  formatRupees,
  site,
  type CourseFacts,
} from '../../client/src/ssr/server-entry.ts';
import { PreviewCard, type PreviewCardProps } from './preview-card.tsx';
import { PREVIEW_SIZE } from './seo.ts';

const require = createRequire(import.meta.url);
/** Latin for the words, latin-ext for the rupee sign. */
const FONT_FILES = ['latin-400', 'latin-700', 'latin-ext-400', 'latin-ext-700'];
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

function loadFonts() {
  fonts ??= FONT_FILES.map((file) => ({
    name: 'Noto Sans',
    data: readFileSync(
      require.resolve(`@fontsource/noto-sans/files/noto-sans-${file}-normal.woff`),
    ),
    weight: file.endsWith('700') ? 700 : 400,
    style: 'normal' as const,
  }));
  return fonts;
}

async function drawPreview(card: PreviewCardProps): Promise<Buffer> {
  const svg = await satori(PreviewCard(card), { ...PREVIEW_SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } }).render().asPng();
}

const siteCard = (): PreviewCardProps => ({
  brand: site.brandName,
  title: site.tagline,
  detail: `${courseFacts.weeks}-week live online course`,
  footnote: courseFacts.summary,
});

/** What a course's picture shows. */
type CourseCardFacts = Pick<CourseFacts, 'id' | 'title' | 'finalPrice'>;

const courseCard = (course: CourseCardFacts): PreviewCardProps => ({
  brand: site.brandName,
  title: course.title,
  detail: formatRupees(course.finalPrice),
  footnote: courseFacts.summary,
});

/** A short name for what a card shows. */
const versionOf = (card: PreviewCardProps) =>
  createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 12);

const PREVIEW_PATH = '/og';
export const sitePreviewPath = () => `${PREVIEW_PATH}/site-${versionOf(siteCard())}.png`;
export const coursePreviewPath = (course: CourseCardFacts) =>
  `${PREVIEW_PATH}/course-${encodeURIComponent(course.id)}-${versionOf(courseCard(course))}.png`;

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
  router.get(`${PREVIEW_PATH}/:file`, async (req, res, next) => {
    const match = /^(?:site-([0-9a-f]{12})|course-(.+)-([0-9a-f]{12}))\.png$/s.exec(
      String(req.params.file),
    );
    if (!match) return next();
    try {
      const [, siteVersion, courseId, courseVersion] = match;
      if (siteVersion !== undefined) {
        const card = siteCard();
        if (versionOf(card) !== siteVersion) return res.redirect(302, sitePreviewPath());
        return send(res, await draw(card));
      }
      const course = await factsOf(courseId ?? '');
      if (!course) return next();
      const card = courseCard(course);
      // An older picture of the course (its price changed): the one it has now.
      if (versionOf(card) !== courseVersion) return res.redirect(302, coursePreviewPath(course));
      return send(res, await draw(card));
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'a preview image could not be drawn');
      res.status(503).type('text/plain').send(`${HttpMessage.previewUnavailable}\n`);
    }
  });
  return router;
}
