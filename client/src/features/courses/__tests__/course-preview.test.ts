import { describe, expect, it } from 'vitest';
import { titleFromSegment } from '@/config/title-slug.ts';
import { coursePreviewFrom } from '../course-preview.ts';

const course = {
  id: '1',
  title: 'Market Foundations',
  description: 'Eight weeks of live classes.',
  imageUrl: 'http://127.0.0.1:4010/uploads/course/one.jpg',
  price: 4999,
  discount: 1000,
  finalPrice: 3999,
};

describe('coursePreviewFrom', () => {
  it('returns the course the list passed for the same id', () => {
    expect(coursePreviewFrom({ course: { ...course, __typename: 'Course' } }, '1')).toEqual(course);
  });

  it('ignores a course passed for another id', () => {
    expect(coursePreviewFrom({ course }, '2')).toBeNull();
  });

  it('ignores missing or malformed state', () => {
    expect(coursePreviewFrom(null, '1')).toBeNull();
    expect(coursePreviewFrom({}, '1')).toBeNull();
    expect(coursePreviewFrom({ course: { ...course, price: '4999' } }, '1')).toBeNull();
    expect(coursePreviewFrom({ course: { ...course, imageUrl: undefined } }, '1')).toBeNull();
  });

  it('accepts a course without an image', () => {
    expect(coursePreviewFrom({ course: { ...course, imageUrl: null } }, '1')?.imageUrl).toBeNull();
  });
});

describe('titleFromSegment', () => {
  it('turns a URL segment back into a readable title', () => {
    expect(titleFromSegment('Market-Foundations')).toBe('Market Foundations');
    expect(titleFromSegment(encodeURIComponent('Forex-&-Futures'))).toBe('Forex & Futures');
  });

  it('gives null for nothing usable', () => {
    expect(titleFromSegment(undefined)).toBeNull();
    expect(titleFromSegment('')).toBeNull();
    expect(titleFromSegment('%E0%A4%A')).toBeNull();
  });
});
