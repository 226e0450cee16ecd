import { Button, Dialog, Field, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '@/config/paths.ts';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatPrice } from '@/lib/paise.ts';
import { TextareaField } from './field-note.tsx';
import type { ServedForm } from '@/lib/form-post.ts';

interface RefundDialogProps {
  orderId: string;
  invoiceNumber: string;
  /** What the order cost, in paise. */
  totalPaise: number;
  /** What was refunded of it already, in paise. */
  refundedPaise: number;
}

/** Rupees as typed ("1999", "1,999.50") in paise; null when it is not an amount. */
export function paiseOf(typed: string): number | null {
  const plain = typed.replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The refunds page with an order's refund form on it: where the refund control leads
 * without the app (with it, the dialog opens in place).
 */
const refundPagePath = (orderId: string) =>
  `${paths.staffRefunds}?${new URLSearchParams({ order: orderId, refund: '1' }).toString()}`;

/** The gateway's refusal as the owner should read it. */
function refusalOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    if (first) return first.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Refunds an order from the staff room: the amount (what is left, to start with) and the
 * reason printed on the credit note; once done, a link to the credit note. Refunding all
 * that is left ends the student's access, as the help under the amount says.
 */
export function RefundDialog({
  orderId,
  invoiceNumber,
  totalPaise,
  refundedPaise,
}: RefundDialogProps) {
  const { staffRefundsText } = useText(staffRefundsCatalogue);
  const text = staffRefundsText.dialog;
  const leftPaise = Math.max(0, totalPaise - refundedPaise);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ number: string; url: string } | null>(null);
  const draft = useRefundDraft(orderId, leftPaise);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Which order it refunds, where several stand in one table; the visible word first.
  const label = `${staffRefundsText.refundButton} ${invoiceNumber}`;

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Each opening starts from what is left now.
      draft.reset();
      setDone(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = await draft.send();
    if (made) setDone({ number: made.creditNoteNumber, url: made.creditNoteUrl });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => openWith(details.open)}
      placement="center"
      finalFocusEl={() => trigger.current}
    >
      {leftPaise === 0 ? (
        <Button colorPalette="red" variant="outline" disabled aria-label={label}>
          {staffRefundsText.refundButton}
        </Button>
      ) : (
        // A link to the refunds page's own refund form, so it works before (or without) the
        // app; with the app, the dialog opens here instead.
        <Button asChild colorPalette="red" variant="outline">
          <a
            ref={trigger}
            href={refundPagePath(orderId)}
            aria-haspopup="dialog"
            aria-label={label}
            onClick={(event) => {
              event.preventDefault();
              openWith(true);
            }}
          >
            {staffRefundsText.refundButton}
          </a>
        </Button>
      )}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{text.title(invoiceNumber)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {done ? (
                  <Stack gap="3" role="status">
                    <Text>{text.done(done.number)}</Text>
                    <Link href={done.url} target="_blank" rel="noopener" colorPalette="brand">
                      {text.creditNoteLink(done.number)}
                    </Link>
                  </Stack>
                ) : (
                  draft.fields
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{text.close}</Button>
                </Dialog.ActionTrigger>
                {done ? null : draft.submit}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A refund being written: its two fields (what is left, to start with; a served page's form
 * as it came back) and its sending, for the dialog and the refunds page's form alike.
 */
export function useRefundDraft(orderId: string, leftPaise: number, served?: ServedForm | null) {
  const { staffRefundsText } = useText(staffRefundsCatalogue);
  const text = staffRefundsText.dialog;
  const whole = (leftPaise / 100).toFixed(2);
  const [amount, setAmount] = useState(() => served?.values.amount ?? whole);
  const [reason, setReason] = useState(() => served?.values.reason ?? '');
  // A served page's refusal of the amount (beyond what is left) is said where the app says it.
  const [problem, setProblem] = useState(() => served?.errors.amountPaise ?? null);
  const { refund, loading } = useRefundOrder();
  return {
    loading,
    reset: () => {
      setAmount(whole);
      setReason('');
      setProblem(null);
    },
    /** Sends the refund: made, or null with the reason shown under the fields. */
    send: async () => {
      const paise = paiseOf(amount);
      if (paise === null) {
        setProblem(text.amountInvalid);
        return null;
      }
      setProblem(null);
      try {
        return await refund(orderId, paise, reason);
      } catch (error) {
        setProblem(refusalOf(error));
        return null;
      }
    },
    submit: (
      <Button type="submit" colorPalette="red" loading={loading} loadingText={text.confirming}>
        {text.confirm}
      </Button>
    ),
    fields: (
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
    ),
  };
}

interface RefundFieldsProps {
  leftPaise: number;
  amount: string;
  onAmount: (amount: string) => void;
  reason: string;
  onReason: (reason: string) => void;
  /** The refusal to show under the fields; null for none. */
  problem: string | null;
  amountInvalid: boolean;
  /** The refusal said under the reason itself (a served page's field message). */
  reasonProblem?: string;
}

/**
 * A refund's two fields, named as the form posts them: the amount (what is left, to start
 * with) and the reason printed on the credit note. In the dialog and in the refunds page's
 * own form alike.
 */
function RefundFields({
  leftPaise,
  amount,
  onAmount,
  reason,
  onReason,
  problem,
  amountInvalid,
  reasonProblem,
}: RefundFieldsProps) {
  const { staffRefundsText } = useText(staffRefundsCatalogue);
  const text = staffRefundsText.dialog;
  const ids = { amount: useId(), reason: useId() };
  return (
    <Stack gap="4">
      <Field.Root invalid={amountInvalid} required>
        <Field.Label htmlFor={ids.amount}>{text.amountLabel}</Field.Label>
        <Input
          id={ids.amount}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
        />
        <Field.HelperText>{text.amountHelp(formatPrice(leftPaise))}</Field.HelperText>
      </Field.Root>
      <TextareaField
        id={ids.reason}
        label={text.reasonLabel}
        error={reasonProblem}
        hint={text.reasonHelp}
        required
        name="reason"
        value={reason}
        maxLength={500}
        onChange={(event) => onReason(event.target.value)}
      />
      {problem ? (
        <Text role="alert" color="red.700">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
