/** The student directory's one-time walk over the legacy API's customers (issue 38). */
import { doc } from '../../common/config-schema.ts';
import { between } from './kinds.ts';

export const directorySettings = {
  directoryBackfillRate: between(0, 100)
    .label('DIRECTORY_BACKFILL_RATE')
    .default(5)
    .meta(
      doc(
        'most get_customer calls a second of the one-time walk that fills the student directory (so a reset finds accounts the gateway never met); 0 turns it off',
      ),
    ),
  directoryBackfillStopAfter: between(1, 100_000)
    .label('DIRECTORY_BACKFILL_STOP_AFTER')
    .default(50)
    .meta(doc('unknown customer ids in a row after which the walk ends')),
  directoryBackfillPauseMs: between(100, 3_600_000, 'ms')
    .label('DIRECTORY_BACKFILL_PAUSE_MS')
    .default(30_000)
    .meta(doc('the wait of the walk while the legacy API or the database is away')),
};
