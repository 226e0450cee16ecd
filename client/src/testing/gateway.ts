/**
 * A stand-in for the gateway in component tests: `fetch` is replaced, so requests go
 * through the site's real Apollo client (its session link included) and are answered
 * here, per operation, as the gateway answers: JSON with `data` or `errors`.
 */
import { vi } from 'vitest';

type GraphQLAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

/** An answer, or 'network-error' for a request that never reaches the gateway. */
type Answer = GraphQLAnswer | 'network-error';

type Variables = Record<string, unknown>;

interface SentOperation {
  operationName: string;
  variables: Variables;
}

/** The gateway's refusal of a request, as it words each code. */
export const gatewayError = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: fields ? { code, fields } : { code } }],
});

/**
 * Answers each operation by name; an operation with no answer fails the test. Returns
 * every operation sent, in order.
 */
export function stubGateway(
  answers: Record<string, (variables: Variables) => Answer | Promise<Answer>>,
): SentOperation[] {
  const sent: SentOperation[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as SentOperation;
    sent.push({ operationName: body.operationName, variables: body.variables });
    const answer = answers[body.operationName];
    if (!answer) throw new Error(`The test gateway has no answer for ${body.operationName}.`);
    const result = await answer(body.variables);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** A promise and the function that settles it: an answer held back until released. */
export function heldAnswer(answer: Answer): { answer: Promise<Answer>; release: () => void } {
  let release = () => {};
  const answerPromise = new Promise<Answer>((resolve) => {
    release = () => resolve(answer);
  });
  return { answer: answerPromise, release };
}
