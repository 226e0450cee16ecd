/**
 * A path whose percent-encoding does not decode (a preview image, a class-file link, a
 * course page, a webhook...) is the client's mistake: 400, logged as a warning without a
 * stack, never a 5xx or an error line.
 */
import express from 'express';
import { describe, expect, it } from 'vitest';
import { isMalformedPath } from '../../gateway/http/malformed-paths.ts';
import { RENDERER, builtSite } from './built-client.ts';
import {
  type TestGateway,
  gatewayForTest,
  memoryLogger,
  mockProvider,
} from '../support/gateway.ts';

let gateway: TestGateway | undefined;

interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
  stack?: unknown;
  req?: { path?: string };
  res?: { statusCode?: number };
}

const WARN = 40;
const ERROR = 50;
/** `%A-`: an escape cut short (the attack's own), and `%E0%A4/`: UTF-8 cut short. */
const MALFORMED: [method: string, path: string][] = [
  ['GET', '/og/course-1%E0%A4%A-0123456789ab.png'],
  ['GET', '/og/%E0%A4%A-.png'],
  ['GET', '/media/%E0%A4%A-.signature/notes.pdf'],
  ['GET', '/media/grant.signature/%E0%A4/notes.pdf'],
  ['GET', '/course-detail/%E0%A4%A-/Stock-Market-Foundations'],
  ['GET', '/course-detail/1/%E0%A4%A-'],
  ['GET', '/view-classes/1/%E0%A4%A-'],
  ['POST', '/webhooks/razorpay%E0%A4%A-'],
  ['GET', '/assets/index-%E0%A4%A-.js'],
  ['GET', '/%E0%A4%A-'],
  ['POST', '/graphql%E0%A4%A-'],
];

describe('a path that does not decode', () => {
  it('is 400 in plain text on every route, logged as a warning without a stack', async () => {
    const provider = mockProvider();
    provider.answerCourses();
    provider.answerClassItems();
    const { logger, lines } = memoryLogger<LogLine>('debug');
    gateway = await gatewayForTest({
      dispatcher: provider.agent,
      logger,
      env: { CLIENT_DIST: await builtSite() },
      pageRenderer: RENDERER,
    });

    // The same routes with paths that decode still answer as before.
    const page = await fetch(`${gateway.url}/course-detail/1/Stock-Market-Foundations`);
    expect(page.status).toBe(200);
    const image = await fetch(`${gateway.url}/og/course-1-0123456789ab.png`, {
      redirect: 'manual',
    });
    expect(image.status).toBe(302);

    for (const [method, path] of MALFORMED) {
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        redirect: 'manual',
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(await response.text(), path).toBe('The address is not valid.\n');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));

    const refused = lines.filter((line) => line.msg === 'a path that does not decode was refused');
    expect(refused).toHaveLength(MALFORMED.length);
    for (const line of refused) {
      expect(line.level).toBe(WARN);
      expect(line).not.toHaveProperty('err');
      expect(line).not.toHaveProperty('stack');
    }
    expect(JSON.stringify(lines)).not.toContain('"stack"');
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    // Each has its request line (a class-file link hidden in it, as always).
    const completed = lines.filter(
      (line) => line.msg === 'request completed' && line.res?.statusCode === 400,
    );
    expect(completed.map((line) => line.req?.path)).toEqual(
      MALFORMED.map(([, path]) => path.replace(/^\/media\/[^/]+/, '/media/[link]')),
    );
  });

  it("is recognised as Express's own refusal of a route parameter", async () => {
    // The guard sees every path first; this is the error handler's other source.
    const app = express();
    app.get('/items/:id', (_req, res) => {
      res.send('decoded');
    });
    app.use(
      (
        error: unknown,
        _req: express.Request,
        res: express.Response,
        _next: express.NextFunction,
      ) => {
        res.json({ malformed: isMalformedPath(error) });
      },
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/items/%E0%A4%A-`);
      expect(await answer.json()).toEqual({ malformed: true });
    } finally {
      server.close();
    }
  });
});
