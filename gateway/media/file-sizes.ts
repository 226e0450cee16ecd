/**
 * How large a class file is at the provider (ClassItem.fileBytes, and a video's
 * originalBytes until its renditions are ready): asked with HEAD, with the gateway's
 * credential, and remembered for a while, so a page of lessons costs the provider nothing
 * most of the time. An unreachable provider or a missing length is simply not known (null).
 */
import { LRUCache } from 'lru-cache';

/** HEAD of a class file: its Content-Length, or null. */
type SizeReader = (fileUrl: string) => Promise<number | null>;

const KEEP_MS = 10 * 60_000;
const MOST_FILES = 5000;

export class FileSizes {
  private readonly cache: LRUCache<string, { bytes: number | null }>;

  constructor(read: SizeReader) {
    this.cache = new LRUCache({
      max: MOST_FILES,
      ttl: KEEP_MS,
      fetchMethod: async (fileUrl) => ({ bytes: await read(fileUrl).catch(() => null) }),
    });
  }

  async of(fileUrl: string): Promise<number | null> {
    return (await this.cache.fetch(fileUrl))?.bytes ?? null;
  }
}
