/**
 * The accounts students deleted, for the academy to pass on to the legacy system (it has no
 * way to delete an account, so the gateway only records the request and refuses the e-mail):
 *
 *   npm run deletion-requests                      requests not yet passed on, as CSV
 *   npm run deletion-requests -- --all             every request
 *   npm run deletion-requests -- --passed-on 42    notes customer 42's request as passed on
 *
 * Reads the gateway's durable data as the gateway does (DATABASE_URL, else DATA_DIR/app.db).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../gateway/config.ts';
import { openDatabase } from '../gateway/db/database.ts';

const { values } = parseArgs({
  options: { all: { type: 'boolean', default: false }, 'passed-on': { type: 'string' } },
});

const database = await openDatabase(loadConfig());
try {
  const passedOn = values['passed-on'];
  if (passedOn !== undefined) {
    const noted = await database.deletions.markPassedOn(passedOn.trim());
    console.log(
      noted
        ? `customer ${passedOn}: noted as passed on to the legacy system`
        : `customer ${passedOn}: no request waiting to be passed on`,
    );
    process.exitCode = noted ? 0 : 1;
  } else {
    console.log('customer_id,email_sha256,requested_at,passed_on_at');
    for (const request of await database.deletions.requests(values.all ? 'all' : 'pending')) {
      const passed = request.passedOnAt?.toISOString() ?? '';
      console.log(
        `${request.customerId},${request.emailHash},${request.requestedAt.toISOString()},${passed}`,
      );
    }
  }
} finally {
  await database.close();
}
