import { lessonFileName } from '@common/lesson-files.ts';

/** The file name a downloaded PDF lesson gets: its title, made safe for file systems. */
export function downloadName(title: string): string {
  return lessonFileName(title, 'pdf');
}
