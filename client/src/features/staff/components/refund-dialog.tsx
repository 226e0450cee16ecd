import {
  Button,
  Dialog,
  Field,
  Input,
  Link,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatPrice } from '@/lib/paise.ts';

interface RefundDialogProps {
  orderId: string;
  invoiceNumber: string;
  /** What the order cost, in paise. */
  totalPaise: number;
  /** What was refunded of it already, in paise. */
  refundedPaise: number;
}

/** Rupees as typed ("1999", "1,999.50") in paise; null when it is not an amount. */
function paiseOf(typed: string): number | null {
  const plain = typed.replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

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
  const [amount, setAmount] = useState(() => (leftPaise / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ number: string; url: string } | null>(null);
  const { refund, loading } = useRefundOrder();
  const ids = { amount: useId(), reason: useId() };

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Each opening starts from what is left now.
      setAmount((leftPaise / 100).toFixed(2));
      setReason('');
      setProblem(null);
      setDone(null);
    }
  };

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
      setDone({ number: made.creditNoteNumber, url: made.creditNoteUrl });
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => openWith(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button
          colorPalette="red"
          variant="outline"
          disabled={leftPaise === 0}
          // Which order it refunds, where several stand in one table; the visible word first.
          aria-label={`${staffRefundsText.refundButton} ${invoiceNumber}`}
        >
          {staffRefundsText.refundButton}
        </Button>
      </Dialog.Trigger>
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
                  <Stack gap="4">
                    <Field.Root invalid={problem === text.amountInvalid} required>
                      <Field.Label htmlFor={ids.amount}>{text.amountLabel}</Field.Label>
                      <Input
                        id={ids.amount}
                        inputMode="decimal"
                        value={amount}
                        onChange={(event) => setAmount(event.target.value)}
                      />
                      <Field.HelperText>{text.amountHelp(formatPrice(leftPaise))}</Field.HelperText>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label htmlFor={ids.reason}>{text.reasonLabel}</Field.Label>
                      <Textarea
                        id={ids.reason}
                        value={reason}
                        maxLength={500}
                        onChange={(event) => setReason(event.target.value)}
                      />
                      <Field.HelperText>{text.reasonHelp}</Field.HelperText>
                    </Field.Root>
                    {problem ? (
                      <Text role="alert" color="red.700">
                        {problem}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{text.close}</Button>
                </Dialog.ActionTrigger>
                {done ? null : (
                  <Button
                    type="submit"
                    colorPalette="red"
                    loading={loading}
                    loadingText={text.confirming}
                  >
                    {text.confirm}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
