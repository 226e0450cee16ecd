import { Heading, HStack, Link, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useServedForm } from '@/components/ui/form/served-form.tsx';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';
import { useRefundDraft } from './refund-dialog.tsx';
import { StaffForm } from './staff-form.tsx';

interface RefundFormProps {
  orderId: string;
  invoiceNumber: string;
  leftPaise: number;
  /** The page of the order without its form: where Cancel and a refund lead. */
  orderPath: string;
}

/**
 * An order's refund form on the refunds page itself: where the refund control leads before
 * (or without) the app. It posts to this page (app/form-actions.ts) and the gateway refunds
 * as the dialog would; with the app, it refunds in place and goes back to the order.
 */
export function RefundForm({ orderId, invoiceNumber, leftPaise, orderPath }: RefundFormProps) {
  const { staffRefundsText } = useText(staffRefundsCatalogue);
  const text = staffRefundsText.dialog;
  const draft = useRefundDraft(orderId, leftPaise, useServedForm('refundOrder'));
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = await draft.send();
    if (!made) return;
    toastSuccess(text.done(made.creditNoteNumber));
    await navigate(orderPath);
  };

  return (
    <Stack as="section" aria-labelledby="refund-form-heading" gap="4">
      <Heading as="h3" size="md" id="refund-form-heading">
        {text.title(invoiceNumber)}
      </Heading>
      <StaffForm postAs="refundOrder" onSubmit={submit}>
        <input type="hidden" name="orderId" value={orderId} />
        {draft.fields}
        <HStack gap="4">
          {draft.submit}
          <Link asChild colorPalette="brand">
            <RouterLink to={orderPath}>{text.close}</RouterLink>
          </Link>
        </HStack>
      </StaffForm>
    </Stack>
  );
}
