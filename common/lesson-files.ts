/**
 * The name a saved lesson file gets: its title made safe for file systems, with the
 * file's own extension. The site's Download link and the gateway's file answers share it.
 */
export function lessonFileName(title: string, extension: string): string {
  const safe = title
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  const ext = extension.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return `${safe || 'lesson'}${ext ? `.${ext}` : ''}`;
}
