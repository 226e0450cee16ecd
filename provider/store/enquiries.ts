import type { Db } from '../db.ts';

interface Enquiry {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  city: string;
  capital: string;
  join_batch: string;
  query: string;
}

export function insertEnquiry(db: Db, enquiry: Enquiry, receivedAt: Date): void {
  db.prepare(
    `INSERT INTO enquiries (fname, lname, email, mobile, city, capital, join_batch, query, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    enquiry.fname,
    enquiry.lname,
    enquiry.email,
    enquiry.mobile,
    enquiry.city,
    enquiry.capital,
    enquiry.join_batch,
    enquiry.query,
    receivedAt.getTime(),
  );
}
