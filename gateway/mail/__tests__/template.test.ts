/**
 * The one e-mail template: every word in both languages (the same keys and placeholders),
 * and each message rendered as a text part and an HTML part that says the same, escaped.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { mail as english } from '../../../common/messages/en.ts';
import { mail as hindi } from '../../../common/messages/hi.ts';
import { renderMail, type MailContent } from '../template.tsx';

const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const content = (language: 'en' | 'hi'): MailContent => ({
  language,
  brand: 'Sharpline Trading Academy',
  subject: language === 'en' ? 'Your receipt' : 'आपकी रसीद',
  preview: 'A line for the inbox',
  heading: 'Payment received',
  name: 'Ravi <b>& Co</b>',
  paragraphs: ['First paragraph.', 'Second <i>paragraph</i>.'],
  action: { label: 'Open My Courses', url: 'https://academy.test/my-courses?a=1&b=2' },
});

describe('the e-mail catalogue', () => {
  it('has every key in Hindi that it has in English, each a text', () => {
    expect(keysOf(hindi).sort()).toEqual(keysOf(english).sort());
    expect(keysOf(english)).toContain('receipt.subject');
    for (const key of keysOf(hindi)) expect(key.length).toBeGreaterThan(0);
  });
});

describe('a rendered e-mail', () => {
  it.each(['en', 'hi'] as const)('has a text part and an HTML part in %s', (language) => {
    const rendered = renderMail(content(language));
    expect(rendered.subject).toBe(content(language).subject);
    const greeting = language === 'en' ? 'Hello Ravi <b>& Co</b>,' : 'नमस्ते Ravi <b>& Co</b>,';
    expect(rendered.text.split('\n').slice(0, 5)).toEqual([
      'Payment received',
      '',
      greeting,
      '',
      'First paragraph.',
    ]);
    expect(rendered.text).toContain('Open My Courses: https://academy.test/my-courses?a=1&b=2');
    expect(rendered.html.startsWith('<!DOCTYPE html><html lang="')).toBe(true);
    expect(rendered.html).toContain(`<html lang="${language}">`);
    expect(rendered.html).toContain('Ravi &lt;b&gt;&amp; Co&lt;/b&gt;,');
    expect(rendered.html).toContain('Second &lt;i&gt;paragraph&lt;/i&gt;.');
    expect(rendered.html).toContain('href="https://academy.test/my-courses?a=1&amp;b=2"');
    expect(rendered.html).not.toContain('<b>');
  });

  it('is valid HTML', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      // Mail clients read styles only inline.
      rules: { 'no-inline-style': 'off' },
    });
    const report = await validator.validateString(renderMail(content('en')).html);
    const errors = report.results.flatMap((result) =>
      result.messages.filter((entry) => entry.severity === 2).map((entry) => entry.message),
    );
    expect(errors).toEqual([]);
  });
});
