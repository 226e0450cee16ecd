/**
 * A title in a page's URL (a course's, a student's classes): written as a slug, read back
 * for a tab title while nothing else is known.
 */

/** A title as a link's slug: words joined by hyphens (encoded when the path is made). */
export function titleSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/** The title a detail URL carries ("Forex-Mastery" -> "Forex Mastery"), for the tab title. */
export function titleFromSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    const title = decodeURIComponent(segment).replace(/-/g, ' ').trim();
    return title || null;
  } catch {
    return null;
  }
}
