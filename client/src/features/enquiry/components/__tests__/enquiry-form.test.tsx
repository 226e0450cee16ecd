// @vitest-environment happy-dom
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { findToast, renderAt } from '@/testing/render.tsx';
import {
  ENQUIRY_LABELS,
  ENQUIRY_MESSAGES,
  type EnquiryField,
} from '../../../../../../tests/support/enquiry.ts';
import { EnquiryForm } from '../enquiry-form.tsx';

function renderForm() {
  renderAt(
    '/contact-us',
    <>
      <h2 id="enquiry-heading">Send an enquiry</h2>
      <EnquiryForm labelledBy="enquiry-heading" />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Send an enquiry' });
  return {
    control: (field: EnquiryField) => within(form).getByLabelText(ENQUIRY_LABELS[field]),
    terms: within(form).getByRole('checkbox', { name: /I have read and accept/ }),
    submit: within(form).getByRole('button', { name: 'Send enquiry' }),
  };
}

type Form = ReturnType<typeof renderForm>;

async function fillValid({ control }: Form) {
  await userEvent.type(control('fname'), '  Meera ');
  await userEvent.type(control('lname'), 'Verma');
  await userEvent.type(control('email'), ' meera@example.com ');
  await userEvent.type(control('mobile'), '9876501234');
  await userEvent.type(control('city'), ' Nagpur  ');
  await userEvent.selectOptions(control('capital'), '50,000 to 2,00,000');
  await userEvent.selectOptions(control('joinBatch'), 'Dec 2026');
  await userEvent.type(control('query'), '  Is there a batch for working professionals?  ');
}

describe('EnquiryForm', () => {
  // 20 November 2026 in India: the batches are November, December and January.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00+05:30'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the capital ranges and this month and the next two', () => {
    stubGateway({});
    const { control } = renderForm();
    const options = (field: EnquiryField) =>
      within(control(field))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('capital')).toEqual([
      'Select your capital range',
      '0 to 50,000',
      '50,000 to 2,00,000',
      '2,00,000 to 5,00,000',
      'Above 5,00,000',
    ]);
    expect(options('joinBatch')).toEqual(['Select a batch', 'Nov 2026', 'Dec 2026', 'Jan 2027']);
  });

  it('shows every message under its field, clears one when its field is edited', async () => {
    const sent = stubGateway({});
    const form = renderForm();
    await userEvent.click(form.submit);

    for (const field of Object.keys(ENQUIRY_LABELS) as EnquiryField[]) {
      expect(await screen.findByText(ENQUIRY_MESSAGES[field])).toBeVisible();
      await waitFor(() =>
        expect(form.control(field)).toHaveAccessibleErrorMessage(ENQUIRY_MESSAGES[field]),
      );
    }
    await userEvent.type(form.control('fname'), 'A');
    expect(screen.queryByText(ENQUIRY_MESSAGES.fname)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(form.control('lname')).toHaveAccessibleErrorMessage(ENQUIRY_MESSAGES.lname),
    );
    await userEvent.selectOptions(form.control('capital'), '0 to 50,000');
    expect(screen.queryByText(ENQUIRY_MESSAGES.capital)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(form.control('joinBatch')).toHaveAccessibleErrorMessage(ENQUIRY_MESSAGES.joinBatch),
    );

    // The one-letter name is checked again on the next submit.
    await userEvent.click(form.submit);
    expect(await screen.findByText(ENQUIRY_MESSAGES.fname)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('warns and sends nothing while the terms are not accepted', async () => {
    const sent = stubGateway({});
    const form = renderForm();
    await fillValid(form);
    await userEvent.click(form.submit);

    await findToast('Read & accept the privacy policy.');
    expect(sent).toEqual([]);
    expect(form.control('fname')).toHaveValue('  Meera ');
  });

  it('sends the enquiry trimmed, thanks the visitor and empties the form', async () => {
    const sent = stubGateway({
      SendEnquiry: () => ({ data: { enquiry: { ok: true, message: 'Enquiry received.' } } }),
    });
    const form = renderForm();
    await fillValid(form);
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);

    await findToast('Thanks! We’ll contact you shortly.');
    expect(sent).toEqual([
      {
        operationName: 'SendEnquiry',
        variables: {
          input: {
            fname: 'Meera',
            lname: 'Verma',
            email: 'meera@example.com',
            mobile: '9876501234',
            city: 'Nagpur',
            capital: '50,000 to 2,00,000',
            joinBatch: 'Dec 2026',
            query: 'Is there a batch for working professionals?',
          },
        },
      },
    ]);
    for (const field of Object.keys(ENQUIRY_LABELS) as EnquiryField[]) {
      expect(form.control(field)).toHaveValue('');
    }
    expect(form.terms).not.toBeChecked();
  });

  it("puts the gateway's field messages under the fields and keeps what was typed", async () => {
    stubGateway({
      SendEnquiry: () =>
        gatewayError('BAD_USER_INPUT', 'Please check the highlighted fields.', {
          city: 'City is required.',
          joinBatch: 'Please select a batch.',
        }),
    });
    const form = renderForm();
    await fillValid(form);
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);

    await findToast('Please check the highlighted fields.');
    await waitFor(() =>
      expect(form.control('city')).toHaveAccessibleErrorMessage('City is required.'),
    );
    await waitFor(() =>
      expect(form.control('joinBatch')).toHaveAccessibleErrorMessage('Please select a batch.'),
    );
    expect(form.control('fname')).not.toHaveAttribute('aria-invalid');
    expect(form.control('fname')).toHaveValue('  Meera ');
    expect(form.terms).toBeChecked();
  });

  it('says "Something went wrong!" when the gateway cannot be reached', async () => {
    stubGateway({ SendEnquiry: () => 'network-error' });
    const form = renderForm();
    await fillValid(form);
    await userEvent.click(form.terms);
    await userEvent.click(form.submit);

    await findToast('Something went wrong!');
    expect(form.control('query')).toHaveValue('  Is there a batch for working professionals?  ');
  });
});
