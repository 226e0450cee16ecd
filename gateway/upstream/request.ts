/**
 * The one way the gateway calls an upstream HTTP service (the legacy API, Razorpay's API):
 * a hard timeout, an abort that frees the connection, a cap on the answer's size, a log line
 * for every fault, and every fault turned into PROVIDER_UNAVAILABLE with the service's own
 * safe message. What an answer means is left to the caller. Class files, which pass through
 * as a stream rather than being read, are opened with `openUpstreamStream`.
 */
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { UpstreamUnavailableError } from '../errors.ts';
import { metrics } from '../observability/metrics.ts';

/** Who is called, and how a fault with it is logged and shown. */
export interface UpstreamName {
  /** Log key naming the call, e.g. `provider` (value: the path). */
  logKey: string;
  /** Log message of a failed call, e.g. `provider unavailable`. */
  unavailableLog: string;
  /**
   * What a client is told when the service cannot be used: a key of the error catalogue
   * (common/messages/en.ts), said in the request's language.
   */
  unavailableMessage: string;
  /** Log message of an answer of the wrong shape, e.g. `provider answer has the wrong shape`. */
  wrongShapeLog: string;
}

/** How a client reaches its service: the dispatcher and the timeout it was built with. */
export interface UpstreamConnection {
  dispatcher: Dispatcher;
  timeoutMs: number;
}

export interface UpstreamService extends UpstreamName, UpstreamConnection {
  /** Largest answer body read. */
  maxAnswerBytes: number;
}

/** A client's service: who it calls, how it was told to connect, and the largest answer read. */
export function upstreamService(
  name: UpstreamName,
  { dispatcher, timeoutMs }: UpstreamConnection,
  maxAnswerBytes: number,
): UpstreamService {
  return { ...name, dispatcher, timeoutMs, maxAnswerBytes };
}

interface UpstreamCall {
  method: 'GET' | 'POST';
  url: string;
  /** Names the call in logs (a path without ids or query values). */
  label: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  log: Logger;
  /** Overrides the service's timeout for this call. */
  timeoutMs?: number;
  /** HTTP statuses that are answers (read and returned); any other is a fault. */
  accept: (status: number) => boolean;
}

interface UpstreamAnswer {
  status: number;
  text: string;
  /** How long the call took. */
  ms: number;
}

interface UpstreamStreamCall {
  method: 'GET' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  dispatcher: Dispatcher;
  /** Longest wait for the answer's headers; the body then flows as fast as it is read. */
  timeoutMs: number;
  /** Cuts the transfer (the viewer left). */
  signal: AbortSignal;
}

/** Opens an answer to stream on: the caller decides on its status and reads or dumps it. */
export function openUpstreamStream(call: UpstreamStreamCall): Promise<Dispatcher.ResponseData> {
  return request(call.url, {
    method: call.method,
    headers: call.headers,
    dispatcher: call.dispatcher,
    signal: call.signal,
    headersTimeout: call.timeoutMs,
  });
}

/** Reads a body up to `limit` bytes; longer bodies are a fault. */
async function readBody(body: AsyncIterable<Buffer | string>, limit: number): Promise<string> {
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

/** A short, log-safe description of a failure (the error code when the platform gives one). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * Logs a fault with the call and throws PROVIDER_UNAVAILABLE with the service's message:
 * for failed calls, and for answers that arrived but cannot be used (`logMessage` says how).
 */
export function upstreamFault(
  service: UpstreamName,
  label: string,
  detail: string,
  log: Logger,
  extra: Record<string, unknown> = {},
  logMessage: string = service.unavailableLog,
): never {
  log.warn({ [service.logKey]: label, detail, ...extra }, logMessage);
  throw new UpstreamUnavailableError(`${label}: ${detail}`, service.unavailableMessage);
}

/**
 * Sends one request. Resolves with the status and text of an accepted answer; a refused,
 * reset or slow connection, an unaccepted status or an oversized body is logged and thrown
 * as PROVIDER_UNAVAILABLE.
 */
export async function upstreamRequest(
  service: UpstreamService,
  call: UpstreamCall,
): Promise<UpstreamAnswer> {
  const timeoutMs = call.timeoutMs ?? service.timeoutMs;
  const started = performance.now();
  const observe = metrics.upstreamDuration.startTimer({
    service: service.logKey,
    endpoint: call.label,
  });
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  timer.unref();
  try {
    const response = await request(call.url, {
      method: call.method,
      headers: call.headers,
      dispatcher: service.dispatcher,
      signal: controller.signal,
      ...(call.body === undefined ? {} : { body: call.body }),
    });
    if (!call.accept(response.statusCode)) {
      await response.body.dump().catch(() => undefined);
      throw new Error(`HTTP ${response.statusCode}`);
    }
    const text = await readBody(response.body, service.maxAnswerBytes);
    observe({ outcome: 'ok' });
    return { status: response.statusCode, text, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const detail = controller.signal.aborted
      ? `timed out after ${timeoutMs} ms`
      : describeError(error);
    observe({ outcome: controller.signal.aborted ? 'timeout' : 'error' });
    return upstreamFault(service, call.label, detail, call.log, {
      ms: Math.round(performance.now() - started),
    });
  } finally {
    clearTimeout(timer);
  }
}
