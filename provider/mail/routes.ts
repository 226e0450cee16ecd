/**
 * The inbox over HTTP: `/mail` (the messages, newest first; `?to=` keeps those for one
 * address), `/mail/messages/{id}` (one message) and its attachments, and
 * `/mail/api/messages?to=` (the same as JSON, for tests and developers).
 */
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { Request, Response } from 'express';
import { inboxPage, messagePage } from './page.ts';
import type { MailStore } from './store.ts';

/** `?to=` as one address; undefined when it is given in another shape (twice, as a list). */
const recipientOf = (req: Request): string | null | undefined => {
  const { to } = req.query;
  if (to === undefined) return null;
  if (typeof to !== 'string') return undefined;
  return to.trim() === '' ? null : to.trim();
};

const ONE_ADDRESS = 'Give `to` once, as one e-mail address.\n';

const idOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found.\n');
}

export function mailRoutes(store: MailStore): Router {
  const router = Router();
  router.get('/', (req, res) => {
    const to = recipientOf(req);
    if (to === undefined) {
      res.status(400).type('text/plain').send(ONE_ADDRESS);
      return;
    }
    res
      .set('cache-control', 'no-store')
      .type('html')
      .send(inboxPage(store.list(to), to));
  });
  router.get('/api/messages', (req, res) => {
    const to = recipientOf(req);
    if (to === undefined) {
      res.status(400).json({ error: ONE_ADDRESS.trim() });
      return;
    }
    res.set('cache-control', 'no-store').json(store.list(to));
  });
  router.get('/messages/:id', (req, res) => {
    const id = idOf(req.params.id);
    const message = id === null ? null : store.find(id);
    if (!message) {
      notFound(res);
      return;
    }
    res.set('cache-control', 'no-store').type('html').send(messagePage(message));
  });
  router.get('/messages/:id/attachments/:position', (req, res) => {
    const id = idOf(req.params.id);
    const position = idOf(req.params.position);
    const file = id === null || position === null ? null : store.attachment(id, position);
    if (!file) {
      notFound(res);
      return;
    }
    res
      .set('content-type', file.contentType)
      .set('content-disposition', contentDisposition(file.filename))
      .set('x-content-type-options', 'nosniff')
      .send(file.content);
  });
  return router;
}
