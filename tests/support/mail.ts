/**
 * The stand-in's SMTP server in this process (provider/mail/inbox.ts on a free loopback port,
 * its inbox in the given stand-in database) and what its JSON API answers.
 */
import type { Db } from '../../provider/db.ts';
import { silentLogger } from '../../provider/logger.ts';
import { startMailInbox, type MailInbox } from '../../provider/mail/inbox.ts';
import { MailStore, type InboxMessage } from '../../provider/mail/store.ts';

export interface TestInbox {
  port: number;
  smtpUrl: string;
  /** Holds each delivery before it is accepted until this resolves (tests replace it). */
  gate: { beforeAccept: (() => Promise<void>) | null };
  stop(): Promise<void>;
  /** Starts it again on the same port (after `stop`). */
  restart(): Promise<void>;
}

export async function startTestInbox(db: Db, port = 0): Promise<TestInbox> {
  const gate: TestInbox['gate'] = { beforeAccept: null };
  const open = (onPort: number) =>
    startMailInbox({
      store: new MailStore(db),
      port: onPort,
      host: '127.0.0.1',
      logger: silentLogger(),
      beforeAccept: () => gate.beforeAccept?.() ?? Promise.resolve(),
    });
  let inbox: MailInbox | null = await open(port);
  const boundPort = inbox.port;
  return {
    port: boundPort,
    smtpUrl: `smtp://127.0.0.1:${boundPort}`,
    gate,
    async stop() {
      await inbox?.close();
      inbox = null;
    },
    async restart() {
      inbox = await open(boundPort);
    },
  };
}

/** The stand-in's inbox as its JSON API answers, for one address or all. */
export async function inboxOf(standInOrigin: string, to?: string): Promise<InboxMessage[]> {
  const query = to === undefined ? '' : `?${new URLSearchParams({ to }).toString()}`;
  const response = await fetch(`${standInOrigin}/mail/api/messages${query}`);
  if (response.status !== 200) throw new Error(`inbox answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}
