/** Minimal clients for the benchmarks: GraphQL over JSON and the provider's multipart POSTs. */
import FormData from 'form-data';
import { Pool } from 'undici';

export function graphqlClient(graphqlURL: string, connections = 64) {
  const url = new URL(graphqlURL);
  const pool = new Pool(url.origin, { connections, pipelining: 1 });
  return {
    pool,
    async request<T = unknown>(
      query: string,
      variables: Record<string, unknown> = {},
      token?: string,
    ): Promise<T> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await pool.request({
        path: url.pathname,
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.body.json()) as {
        data?: T;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      if (res.statusCode !== 200 || body.errors?.length) {
        const first = body.errors?.[0];
        throw new Error(
          `HTTP ${res.statusCode}: ${first ? `${first.extensions?.code ?? ''} ${first.message}` : 'no data'}`,
        );
      }
      return body.data as T;
    },
    close: () => pool.close(),
  };
}

export function providerClient(providerURL: string, connections = 64) {
  const url = new URL(providerURL);
  const pool = new Pool(url.origin, { connections, pipelining: 1 });
  return {
    pool,
    async post(path: string, fields: Record<string, string> = {}): Promise<unknown> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const res = await pool.request({
        path: `${url.pathname}${path}`,
        method: 'POST',
        headers: form.getHeaders(),
        body: form.getBuffer(),
      });
      const body = (await res.body.json()) as { status?: string; message?: string; data?: unknown };
      if (res.statusCode !== 200 || body.status !== '200') {
        throw new Error(
          `provider ${path}: HTTP ${res.statusCode} status ${String(body.status)} ${String(body.message)}`,
        );
      }
      return body.data;
    },
    close: () => pool.close(),
  };
}
