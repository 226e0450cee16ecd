/**
 * A gateway process reduced to its transcoder, for tests that kill it (tests/gateway/
 * transcode-limits.test.ts): `node --import tsx tests/support/transcode-child.ts <MEDIA_DIR>
 * <machine> <source url>` asks for the lesson and prints `{"pid":…}` (its ffmpeg's) once
 * ffmpeg runs, then waits to be killed.
 */
import { request } from 'undici';
import { Renditions } from '../../gateway/media/renditions.ts';
import { createLogger } from '../../gateway/logger.ts';
import { SqliteStore } from '../../gateway/store/sqlite-store.ts';

const [mediaDir, machine, url] = process.argv.slice(2);
if (mediaDir === undefined || machine === undefined || url === undefined) {
  throw new Error('usage: transcode-child.ts <MEDIA_DIR> <machine> <source url>');
}
const renditions = new Renditions({
  mediaDir,
  machine,
  store: new SqliteStore({ dataDir: ':memory:' }),
  logger: createLogger('silent'),
  openSource: (source, signal) => request(source, { signal }),
});
renditions.once('started', ({ pid }) => process.stdout.write(`${JSON.stringify({ pid })}\n`));
await renditions.lesson(url);
// Kept alive until killed.
setInterval(() => undefined, 60_000);
