// @vitest-environment happy-dom
/**
 * The enquiry form on the Hindi Contact page: Hindi labels and field messages (the shared
 * rules in Hindi), and the terms link to the Hindi terms page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationText } from '@common/validation.ts';
import { contactCatalogue } from '@/content/contact.ts';
import { contactContent } from '@/content/hi/contact.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { findToast, renderAt } from '@/testing/render.tsx';
import { EnquiryForm } from '../enquiry-form.tsx';

const text = contactContent.form;
const messages = validationText.hi.enquiry;

beforeAll(async () => {
  await contactCatalogue.load('hi');
  document.documentElement.lang = 'hi';
});
afterAll(() => {
  document.documentElement.lang = '';
});

function renderForm() {
  renderAt(
    '/contact-us',
    <LanguageContext.Provider value="hi">
      <h2 id="enquiry-heading">{text.heading}</h2>
      <EnquiryForm labelledBy="enquiry-heading" />
    </LanguageContext.Provider>,
  );
  return screen.getByRole('form', { name: text.heading });
}

describe('EnquiryForm on a Hindi page', () => {
  it('shows the Hindi message under each field and sends nothing', async () => {
    const sent = stubGateway({});
    const form = renderForm();
    await userEvent.click(within(form).getByRole('button', { name: text.submit }));

    const fields = ['fname', 'lname', 'email', 'mobile', 'city', 'capital', 'joinBatch', 'query'];
    for (const field of fields as (keyof typeof messages)[]) {
      const control = within(form).getByLabelText(text.fields[field].label);
      await expect.poll(() => control).toHaveAccessibleErrorMessage(messages[field]);
    }
    expect(sent).toEqual([]);
  });

  it('shows the capital ranges and batch months in Hindi, and sends their values', () => {
    stubGateway({});
    const form = renderForm();
    const options = (field: 'capital' | 'joinBatch') =>
      [...within(form).getByLabelText(text.fields[field].label).querySelectorAll('option')]
        .slice(1)
        .map((option) => [option.value, option.textContent]);
    expect(options('capital')).toEqual([
      ['0 to 50,000', '0 से 50,000'],
      ['50,000 to 2,00,000', '50,000 से 2,00,000'],
      ['2,00,000 to 5,00,000', '2,00,000 से 5,00,000'],
      ['Above 5,00,000', '5,00,000 से ज़्यादा'],
    ]);
    for (const [value, label] of options('joinBatch')) {
      expect(label).toMatch(/^[\u0900-\u097F]+ \d{4}$/);
      expect(value).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    }
  });

  it('links the terms to the Hindi terms page and asks for them in Hindi', async () => {
    stubGateway({});
    const form = renderForm();
    const link = within(form).getByRole('link', { name: new RegExp(text.termsLink) });
    expect(link).toHaveAttribute('href', '/hi/terms&conditions');

    const fill = (field: keyof typeof text.fields, value: string) =>
      userEvent.type(within(form).getByLabelText(text.fields[field].label), value);
    await fill('fname', 'Meera');
    await fill('lname', 'Verma');
    await fill('email', 'meera@example.com');
    await fill('mobile', '9876501234');
    await fill('city', 'Nagpur');
    await fill('query', 'Is there a batch for working professionals?');
    const select = (field: 'capital' | 'joinBatch') =>
      within(form).getByLabelText(text.fields[field].label);
    await userEvent.selectOptions(select('capital'), '0 to 50,000');
    const batch = within(select('joinBatch')).getAllByRole('option')[1]?.textContent ?? '';
    await userEvent.selectOptions(select('joinBatch'), batch);
    await userEvent.click(within(form).getByRole('button', { name: text.submit }));
    await findToast(contactContent.toasts.acceptTerms);
  });

  it('counts the question in characters as a reader sees them, with no maxlength to cut it', async () => {
    stubGateway({});
    const form = renderForm();
    const question = within(form).getByLabelText(text.fields.query.label);
    expect(question).not.toHaveAttribute('maxlength');
    expect(within(form).getByText('0 / 200')).toBeInTheDocument();
    // A conjunct with its vowel sign is one character on screen (क्या, श्तों): the question
    // shows 10 characters, though it is 22 code units.
    await userEvent.type(question, 'क्या फ़ीस किश्तों में?');
    expect(within(form).getByText('10 / 200')).toBeInTheDocument();
    // The count is the control's description, so a screen reader hears it with the field.
    expect(question).toHaveAccessibleDescription('10 / 200');
  });
});
