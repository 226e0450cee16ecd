/**
 * Staff accounts, from the command line (the staff room has no sign-up page):
 *
 *   npm run staff -- add --email E --role owner|instructor [--password P]
 *   npm run staff -- list
 *   npm run staff -- disable --email E
 *
 * `add` asks for the password on the terminal, without echo, when --password is not given
 * (a password on the command line stays in the shell's history). Its last line printed is
 * the account's enrolment address for an authenticator app (otpauth://totp/..., RFC 6238):
 * turn it into a QR code or type its secret in. `disable` turns an account off and ends its
 * sessions. Writes the gateway's durable data as the gateway does (DATABASE_URL, else
 * DATA_DIR/app.db).
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../gateway/config.ts';
import { openDatabase, type GatewayDatabase } from '../gateway/db/database.ts';
import { staffEmailKey } from '../gateway/db/staff.ts';
import {
  STAFF_PASSWORD_MIN,
  enrolmentAddress,
  hashPassword,
  newCodeSecret,
} from '../gateway/staff/credentials.ts';
import { STAFF_ROLES, isStaffRole } from '../gateway/staff/roles.ts';

const USAGE = `usage:
  npm run staff -- add --email E --role ${STAFF_ROLES.join('|')} [--password P]
  npm run staff -- list
  npm run staff -- disable --email E`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** A refusal of the command's input: said on stderr with the usage, exit code 2. */
class UsageError extends Error {}

/** Reads a line from the terminal without showing what is typed (or from a pipe). */
async function askSecret(prompt: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stderr.write(prompt);
  const terminal = process.stdin.isTTY;
  const reader = createInterface({ input: process.stdin, output: silent, terminal });
  try {
    return await reader.question('');
  } finally {
    reader.close();
    if (terminal) process.stderr.write('\n');
  }
}

async function passwordFrom(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const password = await askSecret('Password: ');
  if (process.stdin.isTTY && (await askSecret('Password again: ')) !== password) {
    throw new UsageError('The two passwords differ; nothing was added.');
  }
  return password;
}

async function add(database: GatewayDatabase, values: Record<string, unknown>, brand: string) {
  const email = typeof values.email === 'string' ? staffEmailKey(values.email) : '';
  const role = typeof values.role === 'string' ? values.role.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
    throw new UsageError('--email must be an e-mail address.');
  }
  if (!isStaffRole(role)) throw new UsageError(`--role must be ${STAFF_ROLES.join(' or ')}.`);
  if (await database.staff.accounts.find(email)) {
    throw new UsageError(`${email} already has a staff account; nothing was changed.`);
  }
  const password = await passwordFrom(
    typeof values.password === 'string' ? values.password : undefined,
  );
  if (password.length < STAFF_PASSWORD_MIN) {
    throw new UsageError(`The password must be at least ${STAFF_PASSWORD_MIN} characters.`);
  }
  const totpSecret = newCodeSecret();
  const added = await database.staff.accounts.add({
    email,
    role,
    passwordHash: await hashPassword(password),
    totpSecret,
  });
  if (!added) throw new UsageError(`${email} already has a staff account; nothing was changed.`);
  console.log(`Added ${email} as ${role}.`);
  console.log('Enrol this address in an authenticator app (as a QR code, or its secret typed in):');
  console.log(enrolmentAddress(totpSecret, brand, email));
}

async function list(database: GatewayDatabase) {
  console.log('email,role,created_at,disabled_at');
  for (const account of await database.staff.accounts.list()) {
    const disabled = account.disabledAt?.toISOString() ?? '';
    console.log(`${account.email},${account.role},${account.createdAt.toISOString()},${disabled}`);
  }
}

async function disable(database: GatewayDatabase, values: Record<string, unknown>) {
  if (typeof values.email !== 'string') throw new UsageError('disable needs --email.');
  const email = staffEmailKey(values.email);
  if (!(await database.staff.accounts.disable(email))) {
    throw new UsageError(`${email} has no enabled staff account.`);
  }
  console.log(`Disabled ${email}; its sessions have ended.`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected: ${extra.join(' ')}`);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (command === 'add') await add(database, values, config.brandName);
    else if (command === 'list') await list(database);
    else if (command === 'disable') await disable(database, values);
    else throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof UsageError || (error instanceof TypeError && 'code' in error))) {
    throw error;
  }
  console.error(error.message);
  console.error(USAGE);
  process.exitCode = 2;
}
