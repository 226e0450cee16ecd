/**
 * Link-preview images (1200x630 PNG): one for the site and one per course, with its title
 * and price in rupees. Drawn on request by the picture pipeline (pictures.ts), then kept.
 * Courses come from the provider at run time, so a course's image is named after what it
 * shows: a new course or a new price is a new name (the page links to it), and each name
 * can be cached by browsers and link-preview services for a year.
 */
import { createHash } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { HttpMessage } from '../errors.ts';
import { pictureShelf } from './pictures.ts';
import {
  formatRupees,
  siteTextIn,
  type Language,
  type PreviewPicture,
} from '../../client/src/ssr/server-entry.ts';
import { PreviewCard, type PreviewCardProps } from './preview-card.tsx';

/** The card's line under the site's tagline, in each language. */
const courseLength: Record<Language, (weeks: number) => string> = {
  en: (weeks) => `${weeks}-week live online course`,
  hi: (weeks) => `${weeks} हफ़्ते का लाइव ऑनलाइन कोर्स`,
};

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
interface CourseCardFacts {
  id: string;
  title: string;
  /** Rupees, after the discount. */
  finalPrice: number;
}

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
const sitePreviewPath = (language: Language = 'en') =>
  `${previewDir(language)}/site-${versionOf(siteCard(language))}.png`;
const coursePreviewPath = (course: CourseCardFacts, language: Language = 'en') =>
  `${previewDir(language)}/course-${encodeURIComponent(course.id)}-${versionOf(courseCard(course, language))}.png`;

/** Where a page's preview picture is (the site's when its head names none). */
export function previewPath(picture: PreviewPicture | undefined, language: Language): string {
  if (!picture) return sitePreviewPath(language);
  if ('path' in picture) return picture.path;
  return picture.card === 'site' ? sitePreviewPath(language) : coursePreviewPath(picture, language);
}

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
  const kept = pictureShelf({ max: 100, maxSize: 20_000_000 });
  const draw = (card: PreviewCardProps) => kept(versionOf(card), () => PreviewCard(card));
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
