import { Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { paymentCatalogue } from '@/content/payment.ts';
import { formatPrice } from '@/lib/paise.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useCouponPrice, type CouponPrice } from '../api/coupon-price.ts';

/** The code applied to the checkout, and the refusal said next to the field. */
export interface CouponState {
  applied: CouponPrice | null;
  refusal: string | null;
}

interface CouponFieldProps {
  courseId: string;
  state: CouponState;
  onChange: (state: CouponState) => void;
}

/**
 * "Have a coupon code?": a native disclosure (it opens without scripts and by keyboard), a
 * field and Apply. An applied code shows the price struck through, what the code takes off
 * and what is left to pay; a refused one says why, next to the field.
 */
export function CouponField({ courseId, state, onChange }: CouponFieldProps) {
  const { couponContent: text } = useText(paymentCatalogue);
  const askPrice = useCouponPrice();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const refusalId = useId();
  const { applied, refusal } = state;

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim() === '' || busy) return;
    setBusy(true);
    const answer = await askPrice(courseId, typed);
    setBusy(false);
    if (answer.ok) onChange({ applied: answer.price, refusal: null });
    else onChange({ applied: null, refusal: answer.refusal });
  };

  const remove = () => {
    setTyped('');
    onChange({ applied: null, refusal: null });
  };

  return (
    <Box as="details" mt="4" maxW="sm">
      <Box as="summary" cursor="pointer" color="fg.muted" fontWeight="medium" py="1">
        {text.disclosure}
      </Box>
      <Stack gap="3" mt="2">
        <form onSubmit={(event) => void apply(event)} noValidate>
          <chakra.label htmlFor={fieldId} display="block" fontSize="sm" mb="1">
            {text.label}
          </chakra.label>
          <HStack gap="2" align="flex-start">
            <Input
              id={fieldId}
              name="coupon"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              aria-invalid={refusal !== null}
              aria-describedby={refusal !== null ? refusalId : undefined}
            />
            <Button type="submit" variant="outline" loading={busy} loadingText={text.applying}>
              {text.apply}
            </Button>
          </HStack>
          {refusal !== null ? (
            <Text id={refusalId} role="alert" color="fg.error" fontSize="sm" mt="1">
              {refusal}
            </Text>
          ) : null}
        </form>
        {applied ? (
          <Stack gap="1" data-testid="coupon-price">
            <Text>
              {text.listPrice}: <del>{formatPrice(applied.listPaise)}</del>
            </Text>
            <Text color="green.700">
              {text.discount(applied.code)}: −{formatPrice(applied.discountPaise)}
            </Text>
            <Text fontWeight="bold" fontSize="lg">
              {text.toPay}: {formatPrice(applied.amountPaise)}
            </Text>
            <Button variant="plain" size="sm" alignSelf="flex-start" px="0" onClick={remove}>
              {text.remove}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
