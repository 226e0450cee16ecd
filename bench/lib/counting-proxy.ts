/**
 * A loopback HTTP proxy in front of the stand-in that counts the API calls passing through,
 * so a benchmark can tell how many provider calls a page view costs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  calls: () => string[];
  reset: () => void;
  close: () => Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let seen: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url?.includes('/api/')) seen.push(req.url.replace(/^.*\/api\/v1\//, ''));
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => [...seen],
    reset: () => {
      seen = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
