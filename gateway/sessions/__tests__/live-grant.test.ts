import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../tests/support/gateway.ts';
import { StoreUnavailableError } from '../../errors.ts';
import { requireLiveGrant } from '../live-grant.ts';

type Verdict = 'live' | 'ended' | 'store away' | 'broken';

describe('requireLiveGrant', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** A route serving 'the file' behind the check, over sessions answering `verdict`. */
  async function start(verdict: Verdict) {
    const asked: string[][] = [];
    const sessions = {
      isLive: async (sessionId: string, customerId: string) => {
        asked.push([sessionId, customerId]);
        if (verdict === 'store away') throw new StoreUnavailableError('redis', new Error('down'));
        if (verdict === 'broken') throw new Error('a bug');
        return verdict === 'live';
      },
    };
    const { logger, lines } = memoryLogger();
    const app = express();
    app.get('/', async (_req, res) => {
      const grant = { customerId: '7', sessionId: 'sess-1' };
      const refusals = {
        link: 'a link',
        ended: { status: 403, line: 'Gone.' },
        away: { line: 'Later.', retryAfterS: 5 },
      };
      try {
        if (await requireLiveGrant(sessions, grant, res, logger, refusals)) res.send('the file');
      } catch {
        res.status(500).send('thrown');
      }
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { response, body: await response.text(), asked, lines };
  }

  it("serves while the grant's session of the grant's customer lives", async () => {
    const { response, body, asked, lines } = await start('live');
    expect([response.status, body]).toEqual([200, 'the file']);
    expect(asked).toEqual([['sess-1', '7']]);
    expect(lines).toEqual([]);
  });

  it('answers the refusal once the session has ended, and logs why', async () => {
    const { response, body, lines } = await start('ended');
    expect([response.status, body]).toEqual([403, 'Gone.\n']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines).toMatchObject([{ level: 40, msg: 'a link refused', reason: 'session ended' }]);
  });

  it('serves nothing while the store cannot tell, and says when to ask again', async () => {
    const { response, body, lines } = await start('store away');
    expect([response.status, body]).toEqual([503, 'Later.\n']);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(lines).toMatchObject([{ msg: 'a link refused', reason: 'store unavailable' }]);
  });

  it('lets any other failure through', async () => {
    const { response, body } = await start('broken');
    expect([response.status, body]).toEqual([500, 'thrown']);
  });
});
