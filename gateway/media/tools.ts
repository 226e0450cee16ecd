/**
 * Running ffmpeg and ffprobe for the transcoder (renditions.ts), so that neither outlives
 * the gateway nor runs without end:
 *
 * - Each tool is started through util-linux's `setpriv --pdeathsig SIGKILL`, which asks the
 *   kernel to kill it the moment its parent (this process) dies, even by `kill -9`; an
 *   orphaned ffmpeg would otherwise keep a core busy and its output in `.partial/`. The
 *   kernel sends that signal only if the parent dies after setpriv has asked for it, a few
 *   milliseconds into the run (longer on a busy machine); a gateway killed before then
 *   would leave the tool running to its end, so a shell between setpriv and the tool starts
 *   the tool only while this process is still its parent. Where setpriv is missing (asked
 *   once) the tool is started directly and only a gateway that stops in an orderly way
 *   ends it.
 * - Each run has a time limit; past it the tool is killed and the run fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SETPRIV = 'setpriv';
/**
 * Run by `sh -c` with $1 the gateway's pid and the tool's command line after it: `exec`
 * keeps the pid, the parent-death signal and the pipes; a parent gone already ends it here.
 */
const WHILE_PARENT_LIVES = '[ "$PPID" = "$1" ] || exit 1; shift; exec "$@"';

let setprivWorks: Promise<boolean> | null = null;

/** Whether `setpriv --pdeathsig` can start a program here (asked once per process). */
function parentDeathSignalAvailable(): Promise<boolean> {
  setprivWorks ??= new Promise((resolve) => {
    const probe = spawn(SETPRIV, ['--pdeathsig', 'SIGKILL', '--', 'true'], { stdio: 'ignore' });
    probe.once('error', () => resolve(false));
    probe.once('close', (code) => resolve(code === 0));
  });
  return setprivWorks;
}

/** A tool that ran past its time limit (the run counts as failed). */
class TimeLimitError extends Error {}

/** A tool that ended with an error code or a signal. */
export class ToolFailed extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

interface ToolRun {
  command: string;
  args: string[];
  /** Killed after this long. */
  timeLimitMs: number;
  /** Told the running process as soon as it exists (to report and to stop it). */
  onStart?: (child: ChildProcess) => void;
}

/**
 * Runs a tool to its end: its standard output, or an error with the end of its complaints
 * (or a TimeLimitError once its time is up).
 */
export async function runTool(run: ToolRun): Promise<string> {
  const guarded = await parentDeathSignalAvailable();
  const name = path.basename(run.command);
  return new Promise((resolve, reject) => {
    const child = guarded
      ? spawn(
          SETPRIV,
          [
            '--pdeathsig',
            'SIGKILL',
            '--',
            'sh',
            '-c',
            WHILE_PARENT_LIVES,
            name,
            String(process.pid),
            run.command,
            ...run.args,
          ],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        )
      : spawn(run.command, run.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let overTime = false;
    const timer = setTimeout(() => {
      overTime = true;
      child.kill('SIGKILL');
    }, run.timeLimitMs);
    timer.unref();
    run.onStart?.(child);
    let output = '';
    let complaints = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      complaints = (complaints + chunk.toString()).slice(-2000);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (overTime) {
        reject(new TimeLimitError(`${name} ran past its limit of ${seconds(run.timeLimitMs)}`));
      } else if (code === 0) {
        resolve(output);
      } else {
        // (The shell answers 127 when the tool itself is missing.)
        reject(
          new ToolFailed(
            `${name} ended with ${signal ?? `code ${code}`}: ${complaints.trim()}`,
            code,
          ),
        );
      }
    });
  });
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Whether a tool can be run at all (`-version` answers). */
export function toolAnswers(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn(command, ['-version'], { stdio: 'ignore' });
    probe.once('error', () => resolve(false));
    probe.once('close', (code) => resolve(code === 0));
  });
}

/** Kills a running child and waits for it to be gone. */
export async function killChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGKILL');
  });
}
