/**
 * The wire to the legacy API: one multipart POST per call over the shared upstream request
 * helper (timeout, abort, size cap, fault logging), then the envelope and the status ->
 * error mapping. Shared by every request; it holds no per-user state.
 */
import FormData from 'form-data';
import type { Logger } from 'pino';
import { providerRejected, ErrorMessage } from '../../errors.ts';
import { metrics } from '../../observability/metrics.ts';
import { describeError, upstreamFault, upstreamRequest, upstreamService } from '../request.ts';
import type { UpstreamConnection, UpstreamName, UpstreamService } from '../request.ts';
import { readAnswer } from '../read.ts';
import { parseEnvelope } from './parse.ts';
import { refusalMeaning } from './refusals.ts';

/** Largest answer body read from the provider. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

type FormFields = Record<string, string>;

interface ProviderSuccess {
  message: string;
  data: unknown;
}

interface ProviderClientOptions extends UpstreamConnection {
  /** Legacy API base ending in '/'. */
  baseUrl: string;
}

/** Messages that look like internals (SQL, stacks, paths, URLs) are not shown to users. */
const INTERNAL_LOOKING =
  /\b(sql|sqlstate|sqlite|syntax error|exception|stack|traceback|errno|econn\w*)\b|\bat \S+ \(|https?:\/\/|\/[\w.-]+\/[\w.-]+\.(php|js|ts|py)\b/i;

/** The provider's message when it is fit for people, else null. */
function wordsForPeople(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '' || trimmed.length > 300 || INTERNAL_LOOKING.test(trimmed)) return null;
  return trimmed;
}

/** The provider's message as an English reader is shown it. */
export function userFacingMessage(message: string): string {
  return wordsForPeople(message) ?? ErrorMessage.providerRejectedFallback;
}

const LEGACY_API: UpstreamName = {
  logKey: 'provider',
  unavailableLog: 'provider unavailable',
  unavailableMessage: 'providerUnavailable',
  wrongShapeLog: 'provider answer has the wrong shape',
};

export class ProviderClient {
  private readonly service: UpstreamService;

  constructor(private readonly options: ProviderClientOptions) {
    this.service = upstreamService(LEGACY_API, options, MAX_ANSWER_BYTES);
  }

  /**
   * POSTs the fields as multipart form-data to `{baseUrl}{path}`. Resolves with the
   * message and data of a "200" answer; throws PROVIDER_REJECTED (the provider's message,
   * its meaning known by path and status) for any other status and PROVIDER_UNAVAILABLE for every fault.
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
    const { text, ms } = await upstreamRequest(this.service, {
      method: 'POST',
      url: `${this.options.baseUrl}${path}`,
      label: path,
      headers: {
        ...form.getHeaders(),
        'content-length': String(body.length),
        accept: 'application/json',
      },
      body,
      log,
      timeoutMs,
      // The legacy API answers everything, failures included, with HTTP 200.
      accept: (status) => status === 200,
    });

    let envelope;
    try {
      envelope = parseEnvelope(JSON.parse(text));
    } catch (error) {
      const detail = error instanceof SyntaxError ? 'malformed JSON' : describeError(error);
      upstreamFault(
        LEGACY_API,
        path,
        detail,
        log,
        { head: text.slice(0, 80) },
        'provider answer unreadable',
      );
    }
    log.debug({ provider: path, status: envelope.status, ms }, 'provider call');
    if (envelope.status !== '200') {
      metrics.providerRejections.inc({ endpoint: path, status: envelope.status.slice(0, 8) });
      throw providerRejected(
        envelope.status,
        wordsForPeople(envelope.message),
        refusalMeaning(path, envelope.status),
      );
    }
    return { message: envelope.message, data: envelope.data };
  }

  /** Parses a success's data; a wrong shape is a fault like any other. */
  static read<T>(path: string, parse: () => T, log: Logger): T {
    return readAnswer(LEGACY_API, path, log, parse);
  }
}
