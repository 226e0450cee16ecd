import { describe, expect, it } from 'vitest';
import {
  draftAfterStep,
  draftOfPosted,
  draftOfServed,
  inputOf,
  servedValuesOf,
} from '../question-draft.ts';

/** A single-choice question as its form posts it without the app. */
const POSTED = {
  fields: {
    kind: 'SINGLE',
    prompt: 'Which exchange publishes the Nifty 50?',
    promptHi: '',
    imageUrl: '',
    value: '',
    tolerance: '',
    explanation: 'It is the NSE’s index.',
    explanationHi: '',
  },
  lists: {
    optionId: ['o-1', ''],
    optionText: ['NSE, Mumbai', 'BSE'],
    optionTextHi: ['एनएसई', ''],
    right: ['0'],
  },
};

describe('a question posted without the app', () => {
  it('reads each answer row by its place, the right one by its index', () => {
    const draft = draftOfPosted(POSTED.fields, POSTED.lists);
    expect(inputOf(draft, 'q-9')).toEqual({
      input: {
        id: 'q-9',
        kind: 'SINGLE',
        prompt: 'Which exchange publishes the Nifty 50?',
        promptHi: null,
        imageUrl: null,
        options: [
          { id: 'o-1', text: 'NSE, Mumbai', textHi: 'एनएसई', right: true },
          { id: null, text: 'BSE', textHi: null, right: false },
        ],
        value: null,
        tolerance: null,
        explanation: 'It is the NSE’s index.',
        explanationHi: null,
      },
    });
  });

  it('comes back to its form as typed, a comma in an answer kept', () => {
    const draft = draftOfPosted(POSTED.fields, POSTED.lists);
    const served = draftOfServed(servedValuesOf(draft));
    expect(served?.options.map((option) => option.text)).toEqual(['NSE, Mumbai', 'BSE']);
    expect(served?.options.map((option) => option.id)).toEqual(['o-1', null]);
    expect(served?.explanation).toBe('It is the NSE’s index.');
    expect(draftOfServed({ kind: 'SINGLE', options: 'not json' })).toBeNull();
    expect(draftOfServed({ kind: 'ESSAY', options: '[]' })).toBeNull();
  });

  it('adds and removes answer rows within two to ten', () => {
    const draft = draftOfPosted(POSTED.fields, POSTED.lists);
    const three = draftAfterStep(draft, 'add');
    expect(three.options.map((option) => option.text)).toEqual(['NSE, Mumbai', 'BSE', '']);
    expect(new Set(three.options.map((option) => option.key)).size).toBe(3);
    expect(draftAfterStep(three, 'remove-0').options.map((option) => option.text)).toEqual([
      'BSE',
      '',
    ]);
    expect(draftAfterStep(draft, 'remove-1').options).toHaveLength(2);
    let ten = draft;
    for (let step = 0; step < 12; step += 1) ten = draftAfterStep(ten, 'add');
    expect(ten.options).toHaveLength(10);
    expect(draftAfterStep(draft, 'anything').options).toHaveLength(2);
  });

  it('refuses a number that is not one before sending', () => {
    const numeric = draftOfPosted({ ...POSTED.fields, kind: 'NUMERIC', value: 'lots' }, {});
    expect(inputOf(numeric, null)).toEqual({ field: 'value' });
    const tolerance = draftOfPosted(
      { ...POSTED.fields, kind: 'NUMERIC', value: '2,000', tolerance: '-1' },
      {},
    );
    expect(inputOf(tolerance, null)).toEqual({ field: 'tolerance' });
  });
});
