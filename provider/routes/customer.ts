/** customer/*: accounts, profiles, passwords and the enquiry form. */
import { Router } from 'express';
import type { ProviderDeps } from '../deps.ts';
import { patterns, readFields, rules } from '../fields.ts';
import { LegacyFailure, notFound, success } from '../legacy.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import {
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  replacePasswordHash,
  updateProfile,
} from '../store/customers.ts';
import type { CustomerRow } from '../store/customers.ts';
import { insertEnquiry } from '../store/enquiries.ts';
import { legacyPost } from './legacy-route.ts';

export const customerMessages = {
  registered: 'Account created successfully.',
  emailTaken: 'An account with this email already exists.',
  loggedIn: 'Login successful.',
  wrongLogin: 'Invalid email or password.',
  customerFound: 'Customer details fetched successfully.',
  customerNotFound: 'Customer not found.',
  profileUpdated: 'Profile updated successfully.',
  passwordChanged: 'Password changed successfully.',
  wrongOldPassword: 'Old password is incorrect.',
  enquiryReceived: 'Thank you! We will contact you shortly.',
} as const;

const emailTaken = () => new LegacyFailure('409', customerMessages.emailTaken);

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('SQLITE_CONSTRAINT_UNIQUE')
  );
}

function existingCustomer(deps: ProviderDeps, cId: string): CustomerRow {
  const customer = findCustomer(deps.db, Number(cId));
  if (!customer) throw notFound(customerMessages.customerNotFound);
  return customer;
}

function register(deps: ProviderDeps) {
  return async (body: unknown) => {
    const input = readFields(body, {
      name: rules.name,
      email: rules.email,
      mobile: rules.mobile,
      password: rules.password,
    });
    if (findCustomerByEmail(deps.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      insertCustomer(deps.db, { ...input, passwordHash }, deps.now());
    } catch (error) {
      // Another registration with this email may have landed while the hash was computed.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return success(customerMessages.registered);
  };
}

function login(deps: ProviderDeps) {
  return async (body: unknown) => {
    const input = readFields(body, {
      username: { max: 100 },
      password: rules.anyPassword,
    });
    const customer = findCustomerByEmail(deps.db, input.username);
    if (!(await verifyPassword(input.password, customer?.password_hash)) || !customer) {
      throw new LegacyFailure('401', customerMessages.wrongLogin);
    }
    const { c_id, name, email, mobile } = customer;
    return success(customerMessages.loggedIn, { c_id: String(c_id), name, email, mobile });
  };
}

function getCustomer(deps: ProviderDeps) {
  return (body: unknown) => {
    const input = readFields(body, { c_id: rules.id });
    const { c_id, name, mobile, email } = existingCustomer(deps, input.c_id);
    return success(customerMessages.customerFound, { c_id: String(c_id), name, mobile, email });
  };
}

function profileUpdate(deps: ProviderDeps) {
  return (body: unknown) => {
    const input = readFields(body, {
      c_id: rules.id,
      name: { min: 1, max: 100 },
      email: rules.email,
      mobile: { ...rules.mobile, optional: true },
    });
    const customer = existingCustomer(deps, input.c_id);
    const owner = findCustomerByEmail(deps.db, input.email);
    if (owner && owner.c_id !== customer.c_id) throw emailTaken();
    try {
      updateProfile(deps.db, customer.c_id, input);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return success(customerMessages.profileUpdated);
  };
}

function changePassword(deps: ProviderDeps) {
  return async (body: unknown) => {
    const input = readFields(body, {
      c_id: rules.id,
      old_password: rules.anyPassword,
      new_pass: rules.password,
    });
    const customer = existingCustomer(deps, input.c_id);
    const wrongOld = new LegacyFailure('400', customerMessages.wrongOldPassword);
    if (!(await verifyPassword(input.old_password, customer.password_hash))) throw wrongOld;
    const newHash = await hashPassword(input.new_pass);
    // Refuses if the password changed while this one was being checked.
    if (!replacePasswordHash(deps.db, customer.c_id, customer.password_hash, newHash)) {
      throw wrongOld;
    }
    return success(customerMessages.passwordChanged);
  };
}

function contactUs(deps: ProviderDeps) {
  return (body: unknown) => {
    const input = readFields(body, {
      fname: { max: 15 },
      lname: { max: 15 },
      email: { pattern: patterns.email, max: 40 },
      mobile: { pattern: patterns.enquiryMobile, max: 13 },
      city: { max: 30 },
      capital: { max: 40 },
      join_batch: { max: 40 },
      query: { max: 200, multiline: true },
    });
    insertEnquiry(deps.db, input, deps.now());
    return success(customerMessages.enquiryReceived);
  };
}

export function customerRoutes(deps: ProviderDeps): Router {
  const router = Router();
  legacyPost(router, '/customer/register', register(deps));
  legacyPost(router, '/customer/login', login(deps));
  legacyPost(router, '/customer/get_customer', getCustomer(deps));
  legacyPost(router, '/customer/profile_update', profileUpdate(deps));
  legacyPost(router, '/customer/change_pass', changePassword(deps));
  legacyPost(router, '/customer/contact_us', contactUs(deps));
  return router;
}
