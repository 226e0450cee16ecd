/**
 * The stand-in's inbox in its SQLite file: every message its SMTP server accepted, with the
 * addresses its envelope named (what `?to=` filters on), its parts and its attachments.
 */
import { everyRow, firstRow, inTransaction, type Db } from '../db.ts';

interface StoredAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  /** The To header's addresses as written, else the recipients. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header name (lower case) to value. */
  headers: Record<string, string>;
  attachments: StoredAttachment[];
  receivedAt: Date;
}

/** A message as the inbox's page and API show it. */
export interface InboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string }[];
  date: string;
}

interface MessageRow {
  id: number;
  to_text: string;
  subject: string;
  text: string;
  html: string;
  headers: string;
  received_at: number;
}

export class MailStore {
  constructor(private readonly db: Db) {}

  /** Keeps a received message; its id. */
  save(mail: ReceivedMail): number {
    return inTransaction(this.db, () => {
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO mail_messages (to_text, subject, text, html, headers, received_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          JSON.stringify(mail.headers),
          mail.receivedAt.getTime(),
        );
      const id = Number(lastInsertRowid);
      const recipient = this.db.prepare(
        'INSERT INTO mail_recipients (message_id, address) VALUES (?, ?)',
      );
      for (const address of new Set(mail.recipients)) recipient.run(id, address);
      const attachment = this.db.prepare(
        `INSERT INTO mail_attachments (message_id, position, filename, content_type, content)
         VALUES (?, ?, ?, ?, ?)`,
      );
      mail.attachments.forEach((file, position) =>
        attachment.run(id, position, file.filename, file.contentType, file.content),
      );
      return id;
    });
  }

  /** The messages, newest first; only those whose envelope named `to` when it is given. */
  list(to: string | null, limit = 200): InboxMessage[] {
    const rows =
      to === null
        ? everyRow<MessageRow>(
            this.db,
            'SELECT * FROM mail_messages ORDER BY id DESC LIMIT ?',
            limit,
          )
        : everyRow<MessageRow>(
            this.db,
            `SELECT m.* FROM mail_messages m
             WHERE m.id IN (SELECT message_id FROM mail_recipients WHERE address = ?)
             ORDER BY m.id DESC LIMIT ?`,
            to,
            limit,
          );
    return rows.map((row) => this.shown(row));
  }

  find(id: number): InboxMessage | null {
    const row = firstRow<MessageRow>(this.db, 'SELECT * FROM mail_messages WHERE id = ?', id);
    return row ? this.shown(row) : null;
  }

  attachment(id: number, position: number): StoredAttachment | null {
    const row = firstRow<{ filename: string; content_type: string; content: Uint8Array }>(
      this.db,
      `SELECT filename, content_type, content FROM mail_attachments
       WHERE message_id = ? AND position = ?`,
      id,
      position,
    );
    return row
      ? { filename: row.filename, contentType: row.content_type, content: Buffer.from(row.content) }
      : null;
  }

  private shown(row: MessageRow): InboxMessage {
    const attachments = everyRow<{ filename: string; content_type: string }>(
      this.db,
      'SELECT filename, content_type FROM mail_attachments WHERE message_id = ? ORDER BY position',
      row.id,
    );
    return {
      id: row.id,
      to: row.to_text,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attachments: attachments.map((file) => ({
        filename: file.filename,
        contentType: file.content_type,
      })),
      date: new Date(row.received_at).toISOString(),
    };
  }
}
