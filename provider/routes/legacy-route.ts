import type { Router } from 'express';
import type { LegacyAnswer } from '../legacy.ts';
import { formFields } from '../multipart.ts';

/** One legacy endpoint: form fields in (unchecked), an answer envelope out. */
type LegacyHandler = (body: unknown) => LegacyAnswer | Promise<LegacyAnswer>;

export function legacyPost(router: Router, path: string, handler: LegacyHandler): void {
  router.post(path, formFields, async (req, res) => {
    res.status(200).json(await handler(req.body));
  });
}
