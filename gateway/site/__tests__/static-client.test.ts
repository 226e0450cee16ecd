import { describe, expect, it } from 'vitest';
import { isClientRoute } from '../static-client.ts';

describe('isClientRoute', () => {
  it('knows every route of the client', () => {
    for (const route of [
      '/',
      '/about-us',
      '/online-course',
      '/course-detail/1/Stock%20Market%20Foundations',
      '/course-detail/2/Forex.Basics',
      '/contact-us',
      '/instruction',
      '/terms&conditions',
      '/terms%26conditions',
      '/privacy-policy',
      '/cancel-policy',
      '/sign-in',
      '/sign-up',
      '/payment-success',
      '/payment-failed',
      '/my-courses',
      '/my-courses/',
      '/view-classes/1/Stock%20Market%20Foundations',
    ]) {
      expect(isClientRoute(route), route).toBe(true);
    }
  });

  it('does not claim other paths', () => {
    for (const route of [
      '/nope',
      '/course-detail/1',
      '/view-classes',
      '/about-us/x',
      '/sign-in/extra/more',
    ]) {
      expect(isClientRoute(route), route).toBe(false);
    }
  });
});
