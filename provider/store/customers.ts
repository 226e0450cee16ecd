import { firstRow, type Db } from '../db.ts';

export interface CustomerRow {
  c_id: number;
  name: string;
  email: string;
  mobile: string;
  password_hash: string;
}

interface NewCustomer {
  name: string;
  email: string;
  mobile: string;
  passwordHash: string;
}

export function findCustomer(db: Db, cId: number): CustomerRow | undefined {
  return firstRow<CustomerRow>(db, 'SELECT * FROM customers WHERE c_id = ?', cId);
}

/** Emails are matched without regard to case (the column is COLLATE NOCASE). */
export function findCustomerByEmail(db: Db, email: string): CustomerRow | undefined {
  return firstRow<CustomerRow>(db, 'SELECT * FROM customers WHERE email = ?', email);
}

export function insertCustomer(db: Db, customer: NewCustomer, createdAt: Date): number {
  const result = db
    .prepare(
      'INSERT INTO customers (name, email, mobile, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(
      customer.name,
      customer.email,
      customer.mobile,
      customer.passwordHash,
      createdAt.getTime(),
    );
  return Number(result.lastInsertRowid);
}

export function updateProfile(
  db: Db,
  cId: number,
  profile: { name: string; email: string; mobile: string },
): void {
  db.prepare('UPDATE customers SET name = ?, email = ?, mobile = ? WHERE c_id = ?').run(
    profile.name,
    profile.email,
    profile.mobile,
    cId,
  );
}

/** Replaces the hash only if it is still the one the old password was checked against. */
export function replacePasswordHash(
  db: Db,
  cId: number,
  checkedHash: string,
  newHash: string,
): boolean {
  const result = db
    .prepare('UPDATE customers SET password_hash = ? WHERE c_id = ? AND password_hash = ?')
    .run(newHash, cId, checkedHash);
  return result.changes === 1;
}
