import { describe, expect, it } from 'vitest';
import {
  batchOptions,
  capitalOptions,
  changePasswordSchema,
  check,
  enquirySchema,
  inputRules,
  messages,
  profileSchema,
  signInSchema,
  signUpSchema,
} from '../validation.ts';
import { ENQUIRY_MESSAGES } from '../../tests/support/enquiry.ts';

const NOW = new Date('2026-11-22T10:00:00+05:30');

describe('sign-up rules (SPEC.md §5)', () => {
  const valid = {
    name: 'Asha',
    mobile: '9876543210',
    email: 'asha@example.com',
    password: 'secret123',
  };

  it('accepts a valid sign-up and trims name and email', () => {
    const result = check(signUpSchema, { ...valid, name: '  Asha  ', email: ' asha@example.com ' });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it.each([
    ['name', 'A', 'Name must be at least 5 characters.'],
    ['name', '   ', 'Name must be at least 5 characters.'],
    ['mobile', '98765', 'Enter a valid phone number.'],
    ['mobile', '98765432101234', 'Enter a valid phone number.'],
    ['mobile', '98765abc10', 'Enter a valid phone number.'],
    ['email', 'asha.example.com', 'Enter a valid email address.'],
    ['password', 'short', 'Password must be at least 8 characters.'],
  ])('%s %j gives %j', (field, value, message) => {
    expect(check(signUpSchema, { ...valid, [field]: value })).toEqual({
      ok: false,
      fields: { [field]: message },
    });
  });

  it('keeps the message of the original site for the name bound', () => {
    expect(messages.signUp.name).toBe('Name must be at least 5 characters.');
  });
});

describe('profile and password rules', () => {
  it('needs name and email', () => {
    expect(check(profileSchema, { name: '', email: '', mobile: '' })).toEqual({
      ok: false,
      fields: { name: 'Name is required.', email: 'Email is required.' },
    });
  });

  it('needs the old password and a matching confirmation, with no length rule', () => {
    expect(
      check(changePasswordSchema, { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' }).ok,
    ).toBe(true);
    expect(
      check(changePasswordSchema, { oldPassword: '', newPassword: 'b', confirmPassword: 'b' }),
    ).toEqual({
      ok: false,
      fields: { oldPassword: 'Please check the entered credential!' },
    });
    expect(
      check(changePasswordSchema, { oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' }),
    ).toEqual({
      ok: false,
      fields: { confirmPassword: 'Please check the entered credential!' },
    });
  });
});

describe('enquiry rules', () => {
  const valid = {
    fname: 'Ravi',
    lname: 'Kumar',
    email: 'ravi@example.in',
    mobile: '9876543210',
    city: 'Pune',
    capital: capitalOptions[1],
    joinBatch: 'Dec 2026',
    query: 'When does the next batch start?',
  };

  it('offers the current month and the next two, in the academy zone', () => {
    expect(batchOptions(NOW)).toEqual(['Nov 2026', 'Dec 2026', 'Jan 2027']);
    // 31 Dec 20:00 UTC is already January in India.
    expect(batchOptions(new Date('2026-12-31T20:00:00Z'))).toEqual([
      'Jan 2027',
      'Feb 2027',
      'Mar 2027',
    ]);
    // 18:29 UTC is 23:59 in India, still the old month; a minute later it is the new one.
    expect(batchOptions(new Date('2026-10-31T18:29:00Z'))[0]).toBe('Oct 2026');
    expect(batchOptions(new Date('2026-10-31T18:30:00Z'))[0]).toBe('Nov 2026');
    expect(batchOptions(new Date('2027-10-15T00:00:00Z'))).toEqual([
      'Oct 2027',
      'Nov 2027',
      'Dec 2027',
    ]);
  });

  it('accepts a valid enquiry and trims every value', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, ` ${v} `]));
    expect(check(enquirySchema(NOW), padded)).toEqual({ ok: true, value: valid });
  });

  it('gives every field its own message', () => {
    const result = check(enquirySchema(NOW), {
      fname: 'R',
      lname: ' ',
      email: 'ravi@example.technology',
      mobile: '12345',
      city: '',
      capital: 'Select your capital',
      joinBatch: 'Oct 2026',
      query: 'too short',
    });
    expect(result).toEqual({ ok: false, fields: ENQUIRY_MESSAGES });
  });

  it('enforces the maximum lengths 15/15/40/13/30/200', () => {
    const long = (n: number) => 'a'.repeat(n);
    const result = check(enquirySchema(NOW), {
      ...valid,
      fname: long(16),
      lname: long(16),
      city: long(31),
      query: long(201),
      mobile: '12345678901234',
      email: `${long(35)}@example.com`,
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.fields).sort()).toEqual([
        'city',
        'email',
        'fname',
        'lname',
        'mobile',
        'query',
      ]);
  });
});

describe('malformed text', () => {
  it('refuses a lone surrogate in any field rather than storing a replacement character', () => {
    expect(
      check(signUpSchema, {
        name: 'Asha\ud800',
        mobile: '9876543210',
        email: 'a@b.co',
        password: 'x\udbffxxxxxxx',
      }),
    ).toEqual({
      ok: false,
      fields: {
        name: 'name contains invalid characters.',
        password: 'password contains invalid characters.',
      },
    });
    // A proper pair (an emoji) is fine.
    expect(check(profileSchema, { name: 'Asha 🙂', email: 'a@b.co', mobile: '' }).ok).toBe(true);
  });

  it('refuses NUL and other control characters, and line breaks outside the query box', () => {
    expect(
      check(signUpSchema, {
        name: 'Asha\u0000Verma',
        mobile: '9876543210',
        email: 'a@b.co\u001b[31m',
        password: 'pass\tword-1',
      }),
    ).toEqual({
      ok: false,
      fields: {
        name: 'name contains invalid characters.',
        email: 'email contains invalid characters.',
        password: 'password contains invalid characters.',
      },
    });
    expect(check(signInSchema, { username: 'a@b.co\n', password: 'x\u007f' })).toEqual({
      ok: false,
      fields: {
        username: 'username contains invalid characters.',
        password: 'password contains invalid characters.',
      },
    });
    const enquiry = {
      fname: 'Asha',
      lname: 'Verma',
      email: 'asha@example.com',
      mobile: '9876543210',
      city: 'Pune',
      capital: '0 to 50,000',
      joinBatch: batchOptions(new Date('2026-11-22T06:30:00Z'))[0],
      query: 'Line one of my question,\r\nand line two.',
    };
    const now = new Date('2026-11-22T06:30:00Z');
    expect(check(enquirySchema(now), enquiry).ok).toBe(true);
    expect(
      check(enquirySchema(now), { ...enquiry, query: 'A question\u0000 with a NUL.' }),
    ).toEqual({
      ok: false,
      fields: { query: 'query contains invalid characters.' },
    });
  });
});

describe('lengths counted in characters as a reader sees them (graphemes)', () => {
  const hindiEnquiry = {
    fname: 'फ़रहान',
    lname: 'क़ुरैशी',
    email: 'farhan@example.in',
    mobile: '9876543210',
    city: 'लखनऊ',
    capital: capitalOptions[1],
    joinBatch: 'Dec 2026',
  };
  const hindiRules = inputRules.hi.enquiry(NOW);

  it('lets a Hindi question of 200 characters through, though it is 800 code units', () => {
    const question = 'प्रि'.repeat(200);
    expect(question.length).toBe(800);
    expect(check(hindiRules, { ...hindiEnquiry, query: question })).toMatchObject({ ok: true });
  });

  it('refuses 201 characters with the limit in Hindi', () => {
    expect(check(hindiRules, { ...hindiEnquiry, query: 'क्ष'.repeat(201) })).toEqual({
      ok: false,
      fields: { query: 'सवाल अधिकतम 200 कैरेक्टर का हो सकता है।' },
    });
  });

  it('counts a 15-letter Hindi name as 15, not as its 30 code units', () => {
    const name = 'फ़'.repeat(15);
    expect(
      check(hindiRules, { ...hindiEnquiry, fname: name, query: 'अगला बैच कब शुरू होगा?' }).ok,
    ).toBe(true);
    expect(
      check(hindiRules, { ...hindiEnquiry, fname: `${name}क`, query: 'अगला बैच कब शुरू होगा?' }),
    ).toEqual({ ok: false, fields: { fname: 'पहला नाम अधिकतम 15 कैरेक्टर का हो सकता है।' } });
  });

  it('counts a short name by what it shows: राम is 2 characters, प्र alone 1', () => {
    expect(check(signUpSchema, { ...signUpValid, name: 'राम' }).ok).toBe(true);
    expect(check(signUpSchema, { ...signUpValid, name: 'प्र' })).toEqual({
      ok: false,
      fields: { name: messages.signUp.name },
    });
  });

  it('refuses one character padded with hundreds of combining marks', () => {
    const stacked = `a${'\u0301'.repeat(2000)}`;
    expect(
      check(hindiRules, { ...hindiEnquiry, city: stacked, query: 'अगला बैच कब शुरू होगा?' }),
    ).toEqual({
      ok: false,
      fields: { city: 'शहर अधिकतम 30 कैरेक्टर का हो सकता है।' },
    });
  });
});

const signUpValid = {
  name: 'Asha',
  mobile: '9876543210',
  email: 'asha@example.com',
  password: 'secret123',
};
