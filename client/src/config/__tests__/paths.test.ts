import { describe, expect, it } from 'vitest';
import { footerLinks, navLinks } from '@/content/site.ts';
import { courseDetailPath, paths, viewClassesPath } from '../paths.ts';

describe('paths built from the route manifest', () => {
  it("makes a course's and its classes' links, the title as an encoded slug", () => {
    expect(courseDetailPath('1', 'Stock Market Foundations')).toBe(
      '/course-detail/1/Stock-Market-Foundations',
    );
    expect(courseDetailPath('7', '  Options & Greeks:  NSE ')).toBe(
      '/course-detail/7/Options-%26-Greeks%3A-NSE',
    );
    expect(viewClassesPath('2', 'Forex / Trading Essentials')).toBe(
      '/view-classes/2/Forex-%2F-Trading-Essentials',
    );
  });

  it('gives the navbar and the footer their paths from the manifest', () => {
    expect(navLinks.map(({ label, route }) => [label, paths[route]])).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Online Course', '/online-course'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(footerLinks.legal.map(({ route }) => paths[route])).toEqual([
      '/terms&conditions',
      '/privacy-policy',
      '/cancel-policy',
    ]);
  });
});
