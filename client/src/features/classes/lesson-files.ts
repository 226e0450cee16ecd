/** The file name a downloaded lesson gets: its title, made safe for file systems. */
export function downloadName(title: string): string {
  const safe = title
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${safe || 'lesson'}.pdf`;
}
