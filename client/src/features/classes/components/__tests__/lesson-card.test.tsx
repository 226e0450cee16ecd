// @vitest-environment happy-dom
/**
 * A lesson's card as a student meets it: the Mark as done button, whose accessible name
 * starts with the words it shows (WCAG 2.5.3, label in name: a voice-control user says
 * what they see), in both languages; and a locked lesson's opening time in Hindi.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LessonCard_ItemFragment } from '@/gql/graphql.ts';
import { classesCatalogue } from '@/content/classes.ts';
import { classroomCatalogue } from '@/content/classroom.ts';
import { LanguageContext, type Language } from '@/lib/i18n/language.ts';
import { renderAt } from '@/testing/render.tsx';
import { LessonCard } from '../lesson-card.tsx';

const pdfLesson: LessonCard_ItemFragment = {
  id: '12',
  title: 'How the stock market works',
  description: 'Exchanges, brokers and orders.',
  week: 1,
  fileType: 'PDF',
  thumbnailUrl: null,
  unlocked: true,
  unlocksAt: '2026-11-20T10:00:00+05:30',
  fileUrl: 'https://files.example/lesson-12.pdf',
  fileBytes: 1_048_576,
  media: null,
  progress: null,
};

beforeAll(async () => {
  await Promise.all([
    classesCatalogue.load('hi'),
    classroomCatalogue.load('hi'),
    classesCatalogue.load('en'),
    classroomCatalogue.load('en'),
  ]);
});

function renderIn(language: Language, ui: ReactElement) {
  return renderAt(
    language === 'hi' ? '/hi/view-classes/1/x' : '/view-classes/1/x',
    <LanguageContext.Provider value={language}>{ui}</LanguageContext.Provider>,
  );
}

describe('Mark as done', () => {
  it('in English is named by its visible words, then the lesson, pressed or not', async () => {
    renderIn('en', <LessonCard item={pdfLesson} />);
    const button = screen.getByRole('button', { pressed: false });
    expect(button).toHaveTextContent('Mark as done');
    expect(button).toHaveAccessibleName('Mark as done: How the stock market works');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // A toggle keeps its name: the pressed state says it is done.
    expect(button).toHaveTextContent('Mark as done');
    expect(button).toHaveAccessibleName('Mark as done: How the stock market works');
  });

  it('in Hindi starts its name with the Hindi it shows', () => {
    renderIn('hi', <LessonCard item={pdfLesson} />);
    const button = screen.getByRole('button', { pressed: false });
    expect(button).toHaveTextContent('पूरा हो गया');
    expect(button).toHaveAccessibleName('पूरा हो गया: How the stock market works');
  });

  it('contains its visible text in its name on every control of the card', () => {
    renderIn('en', <LessonCard item={pdfLesson} />);
    for (const control of [...screen.getAllByRole('button'), ...screen.getAllByRole('link')]) {
      const visible = (control.textContent ?? '').trim();
      const name = control.getAttribute('aria-label');
      if (visible === '' || name === null) continue;
      expect(name.toLowerCase()).toContain(visible.toLowerCase());
    }
  });
});

describe('a locked lesson in Hindi', () => {
  it('says when it opens the way Hindi speakers say it', () => {
    renderIn(
      'hi',
      <LessonCard
        item={{
          ...pdfLesson,
          week: 4,
          unlocked: false,
          fileUrl: null,
          unlocksAt: '2026-12-04T18:53:00+05:30',
        }}
      />,
    );
    expect(screen.getByTestId('opens-at')).toHaveTextContent(
      'शुक्रवार, 4 दिसंबर को शाम 6:53 बजे (IST) खुलेगा',
    );
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
  });
});
