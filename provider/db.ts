/**
 * The stand-in's SQLite file, opened through libsql: WAL with synchronous=FULL so an
 * answered write survives a killed process, foreign keys on, and the schema brought up
 * to date on every start by numbered migrations (PRAGMA user_version).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { privateDatabaseFile } from '../common/private-files.ts';

export type Db = Database.Database;

/** What a query's placeholders are bound to. */
type Param = string | number | null;

/**
 * The first row a query answers, or undefined: typed as the caller's row, the one place a
 * store trusts that the table holds what its interface says.
 */
export function firstRow<Row>(db: Db, sql: string, ...params: Param[]): Row | undefined {
  return db.prepare(sql).get(...params) as Row | undefined;
}

/** Every row a query answers, in its order, typed as the caller's row. */
export function everyRow<Row>(db: Db, sql: string, ...params: Param[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

const migrations: readonly string[] = [
  `
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE customers (
    c_id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    mobile TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE courses (
    course_id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    image TEXT NOT NULL,
    price INTEGER NOT NULL CHECK (price >= 0),
    discount INTEGER CHECK (discount IS NULL OR (discount >= 0 AND discount <= price))
  );
  CREATE TABLE class_items (
    cd_id INTEGER PRIMARY KEY AUTOINCREMENT,
    course_id INTEGER NOT NULL REFERENCES courses (course_id),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    week INTEGER NOT NULL CHECK (week >= 1),
    file_type TEXT NOT NULL CHECK (file_type IN ('video', 'pdf')),
    file TEXT NOT NULL,
    image_thumbnail TEXT NOT NULL
  );
  CREATE INDEX class_items_by_course ON class_items (course_id, week, cd_id);
  CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_code TEXT NOT NULL UNIQUE,
    payment_id TEXT NOT NULL UNIQUE,
    c_id INTEGER NOT NULL REFERENCES customers (c_id),
    course_id INTEGER NOT NULL REFERENCES courses (course_id),
    customer_name TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    payment_status TEXT NOT NULL,
    order_date INTEGER NOT NULL
  );
  CREATE INDEX orders_by_customer ON orders (c_id, order_date DESC, order_id DESC);
  CREATE TABLE enquiries (
    enquiry_id INTEGER PRIMARY KEY AUTOINCREMENT,
    fname TEXT NOT NULL,
    lname TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile TEXT NOT NULL,
    city TEXT NOT NULL,
    capital TEXT NOT NULL,
    join_batch TEXT NOT NULL,
    query TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE razorpay_orders (
    id TEXT PRIMARY KEY,
    amount INTEGER NOT NULL,
    amount_paid INTEGER NOT NULL DEFAULT 0,
    currency TEXT NOT NULL,
    receipt TEXT,
    notes TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE razorpay_payments (
    id TEXT PRIMARY KEY,
    order_id TEXT REFERENCES razorpay_orders (id),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('captured', 'failed')),
    created_at INTEGER NOT NULL
  );
  `,
  // Refunds of captured payments (the Refunds API): a payment's amount_refunded is the sum
  // of its refunds; an idempotency key names one refund request, however often it is sent.
  `
  ALTER TABLE razorpay_payments ADD COLUMN amount_refunded INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE razorpay_refunds (
    id TEXT PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES razorpay_payments (id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL,
    receipt TEXT,
    notes TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX razorpay_refunds_by_payment ON razorpay_refunds (payment_id, created_at);
  `,
  // The inbox of the stand-in's SMTP server (provider/mail/): each message received, whom its
  // envelope was for, and its attachments.
  `
  CREATE TABLE mail_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    to_text TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    headers TEXT NOT NULL,
    received_at INTEGER NOT NULL
  );
  CREATE TABLE mail_recipients (
    message_id INTEGER NOT NULL REFERENCES mail_messages (id),
    address TEXT NOT NULL COLLATE NOCASE
  );
  CREATE INDEX mail_recipients_by_address ON mail_recipients (address, message_id);
  CREATE TABLE mail_attachments (
    message_id INTEGER NOT NULL REFERENCES mail_messages (id),
    position INTEGER NOT NULL,
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content BLOB NOT NULL,
    PRIMARY KEY (message_id, position)
  );
  `,
];

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'provider.db');
}

/** Reads one PRAGMA value (libsql's `pragma(..., {simple})` returns a row, not the value). */
function pragmaValue(db: Db, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown> | undefined;
  return row?.[name];
}

function migrate(db: Db): void {
  const current = Number(pragmaValue(db, 'user_version'));
  migrations.forEach((sql, index) => {
    const version = index + 1;
    if (version <= current) return;
    db.transaction(() => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${version}`);
    })();
  });
}

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  privateDatabaseFile(databaseFile(dataDir));
  const db = new Database(databaseFile(dataDir), { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return db;
}

/** Runs `work` in one IMMEDIATE transaction: all of its writes land, or none do. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
