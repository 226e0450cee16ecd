import { Button, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useServedForm } from '@/components/ui/form/served-form.tsx';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { paiseOf, RefundFields, refusalOf } from './refund-dialog.tsx';
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
  const served = useServedForm('refundOrder');
  const [amount, setAmount] = useState(() => served?.values.amount ?? (leftPaise / 100).toFixed(2));
  const [reason, setReason] = useState(() => served?.values.reason ?? '');
  // A served page's refusal of the amount (beyond what is left) is said where the app says it.
  const [problem, setProblem] = useState<string | null>(() => served?.errors.amountPaise ?? null);
  const { refund, loading } = useRefundOrder();
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const paise = paiseOf(amount);
    if (paise === null) {
      setProblem(text.amountInvalid);
      return;
    }
    setProblem(null);
    try {
      const made = await refund(orderId, paise, reason);
      toastSuccess(text.done(made.creditNoteNumber));
      await navigate(orderPath);
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };

  return (
    <Stack as="section" aria-labelledby="refund-form-heading" gap="4">
      <Heading as="h3" size="md" id="refund-form-heading">
        {text.title(invoiceNumber)}
      </Heading>
      <StaffForm postAs="refundOrder" onSubmit={submit}>
        <input type="hidden" name="orderId" value={orderId} />
        <RefundFields
          leftPaise={leftPaise}
          amount={amount}
          onAmount={setAmount}
          reason={reason}
          onReason={setReason}
          problem={problem}
          amountInvalid={problem === text.amountInvalid}
          reasonProblem={served?.errors.reason}
        />
        <HStack gap="4">
          <Button type="submit" colorPalette="red" loading={loading} loadingText={text.confirming}>
            {text.confirm}
          </Button>
          <Link asChild colorPalette="brand">
            <RouterLink to={orderPath}>{text.close}</RouterLink>
          </Link>
        </HStack>
      </StaffForm>
    </Stack>
  );
}
