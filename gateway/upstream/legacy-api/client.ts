/**
 * The wire to the legacy API: one multipart POST per call over a shared keep-alive
 * dispatcher, a hard timeout, a size cap, and the status -> error mapping. Shared by every
 * request; it holds no per-user state.
 */
import FormData from 'form-data';
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { providerRejected, ErrorMessage, UpstreamUnavailableError } from '../../errors.ts';
import { MalformedAnswerError, parseEnvelope } from './parse.ts';

/** Largest answer body read from the provider. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export type FormFields = Record<string, string>;

export interface ProviderSuccess {
  message: string;
  data: unknown;
}

export interface ProviderClientOptions {
  /** Legacy API base ending in '/'. */
  baseUrl: string;
  timeoutMs: number;
  dispatcher: Dispatcher;
}

/** Messages that look like internals (SQL, stacks, paths, URLs) are not shown to users. */
const INTERNAL_LOOKING =
  /\b(sql|sqlstate|sqlite|syntax error|exception|stack|traceback|errno|econn\w*)\b|\bat \S+ \(|https?:\/\/|\/[\w.-]+\/[\w.-]+\.(php|js|ts|py)\b/i;

export function userFacingMessage(message: string): string {
  const trimmed = message.trim();
  if (trimmed === '' || trimmed.length > 300 || INTERNAL_LOOKING.test(trimmed)) {
    return ErrorMessage.providerRejectedFallback;
  }
  return trimmed;
}

/** Reads a body up to `limit` bytes; longer bodies are a fault. */
export async function readBody(
  body: AsyncIterable<Buffer | string>,
  limit: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw new Error(`answer larger than ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

export class ProviderClient {
  constructor(private readonly options: ProviderClientOptions) {}

  /**
   * POSTs the fields as multipart form-data to `{baseUrl}{path}`. Resolves with the
   * message and data of a "200" answer; throws PROVIDER_REJECTED (the provider's message)
   * for any other status and PROVIDER_UNAVAILABLE for every fault.
   */
  async post(
    path: string,
    fields: FormFields,
    log: Logger,
    timeoutMs: number = this.options.timeoutMs,
  ): Promise<ProviderSuccess> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const body = form.getBuffer();
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();

    let text: string;
    try {
      const response = await request(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        body,
        headers: {
          ...form.getHeaders(),
          'content-length': String(body.length),
          accept: 'application/json',
        },
        dispatcher: this.options.dispatcher,
        signal: controller.signal,
      });
      if (response.statusCode !== 200) {
        await response.body.dump().catch(() => undefined);
        throw new Error(`HTTP ${response.statusCode}`);
      }
      text = await readBody(response.body, MAX_ANSWER_BYTES);
    } catch (error) {
      const detail = controller.signal.aborted
        ? `timed out after ${timeoutMs} ms`
        : describe(error);
      log.warn(
        { provider: path, detail, ms: Math.round(performance.now() - started) },
        'provider unavailable',
      );
      throw new UpstreamUnavailableError(`${path}: ${detail}`);
    } finally {
      clearTimeout(timer);
    }

    let envelope;
    try {
      envelope = parseEnvelope(JSON.parse(text));
    } catch (error) {
      const detail = error instanceof SyntaxError ? 'malformed JSON' : describe(error);
      log.warn({ provider: path, detail, head: text.slice(0, 80) }, 'provider answer unreadable');
      throw new UpstreamUnavailableError(`${path}: ${detail}`);
    }
    log.debug(
      { provider: path, status: envelope.status, ms: Math.round(performance.now() - started) },
      'provider call',
    );
    if (envelope.status !== '200') {
      throw providerRejected(envelope.status, userFacingMessage(envelope.message));
    }
    return { message: envelope.message, data: envelope.data };
  }

  /** Parses a success's data; a wrong shape is a fault like any other. */
  static read<T>(path: string, parse: () => T, log: Logger): T {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof MalformedAnswerError)) throw error;
      log.warn({ provider: path, detail: error.message }, 'provider answer has the wrong shape');
      throw new UpstreamUnavailableError(`${path}: ${error.message}`);
    }
  }
}
