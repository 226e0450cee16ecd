/**
 * Staff accounts for tests, made the way the academy makes them: `npm run staff -- add` run
 * as a child process against a DATA_DIR. Its last line is the enrolment address; the codes
 * an authenticator app would show are made from its secret.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP, URI } from 'otpauth';

const run = promisify(execFile);

export interface AddedStaff {
  email: string;
  password: string;
  /** Every line the command printed. */
  lines: string[];
  /** The last line: the otpauth:// enrolment address. */
  enrolment: string;
  /** The code an authenticator app enrolled from it shows at `at`. */
  codeAt(at: Date): string;
}

/** Runs `npm run staff -- ...args` (as its script) with DATA_DIR; resolves with its output. */
export async function staffCommand(dataDir: string, args: string[]) {
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  return run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { env });
}

export async function addStaff(
  dataDir: string,
  email: string,
  role: 'owner' | 'instructor',
  password: string,
): Promise<AddedStaff> {
  const { stdout } = await staffCommand(dataDir, [
    'add',
    '--email',
    email,
    '--role',
    role,
    '--password',
    password,
  ]);
  const lines = stdout.trim().split('\n');
  const enrolment = lines.at(-1) ?? '';
  const parsed = URI.parse(enrolment);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP address: ${enrolment}`);
  const secret = Secret.fromBase32(parsed.secret.base32);
  return {
    email,
    password,
    lines,
    enrolment,
    codeAt: (at) => TOTP.generate({ secret, timestamp: at.getTime() }),
  };
}
