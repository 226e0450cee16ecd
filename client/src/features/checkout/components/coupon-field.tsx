import { Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { use, useEffect, useId, useState, type FormEvent } from 'react';
import { FormPostFields, ServedFormContext } from '@/components/ui/form/served-form.tsx';
import { paymentCatalogue } from '@/content/payment.ts';
import type { ServedForm } from '@/lib/form-post.ts';
import { formatPrice } from '@/lib/paise.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useCouponPrice, type CouponPrice } from '../api/coupon-price.ts';

/** The code applied to the checkout, and the refusal said next to the field. */
export interface CouponState {
  applied: CouponPrice | null;
  refusal: string | null;
}

/** The coupon form's name when it posts to the course page without the app. */
const COUPON_FORM = 'applyCoupon';

/** What the gateway answered the coupon form with, as a served page's form carries it. */
export function couponServedValues(price: CouponPrice): Record<string, string> {
  return {
    coupon: price.code,
    code: price.code,
    listPaise: String(price.listPaise),
    discountPaise: String(price.discountPaise),
    amountPaise: String(price.amountPaise),
  };
}

/** The coupon state a served page's form came with: the price applied or the refusal. */
function couponStateOf(served: ServedForm): CouponState {
  const { values, errors } = served;
  const amounts = [values.listPaise, values.discountPaise, values.amountPaise].map(Number);
  const [listPaise, discountPaise, amountPaise] = amounts as [number, number, number];
  if (values.code && amounts.every(Number.isSafeInteger)) {
    return { applied: { code: values.code, listPaise, discountPaise, amountPaise }, refusal: null };
  }
  return { applied: null, refusal: errors.coupon ?? null };
}

/** A coupon form answered without the app (its page served again), when there is one. */
interface ServedCoupon {
  state: CouponState;
  typed: string;
}

/**
 * The coupon form's state on a page the gateway served for it (app/form-actions.ts): taken
 * once, on the first render, as the schema forms take theirs.
 */
export function useServedCoupon(): ServedCoupon | null {
  const holder = use(ServedFormContext);
  const [served] = useState(() => holder.of(COUPON_FORM));
  useEffect(() => {
    if (served) holder.forget(served);
  }, [holder, served]);
  return served ? { state: couponStateOf(served), typed: served.values.coupon ?? '' } : null;
}

interface CouponFieldProps {
  courseId: string;
  state: CouponState;
  onChange: (state: CouponState) => void;
  /** What the field held when the gateway answered the form (a served page). */
  served: ServedCoupon | null;
}

/**
 * "Have a coupon code?": a native disclosure (it opens without scripts and by keyboard), a
 * field and Apply. An applied code shows the price struck through, what the code takes off
 * and what is left to pay; a refused one says why, next to the field. Before the app runs,
 * or without it, Apply posts to the course page, which the gateway serves again with the
 * same price or refusal (app/form-actions.ts).
 */
export function CouponField({ courseId, state, onChange, served }: CouponFieldProps) {
  const { couponContent: text } = useText(paymentCatalogue);
  const askPrice = useCouponPrice();
  const [typed, setTyped] = useState(served?.typed ?? '');
  // Set once: React leaves the attribute alone afterwards, so the visitor's own toggle holds.
  const [openAtFirst] = useState(served !== null);
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
    <chakra.details mt="4" maxW="sm" open={openAtFirst || undefined}>
      <Box as="summary" cursor="pointer" color="fg.muted" fontWeight="medium" py="1">
        {text.disclosure}
      </Box>
      <Stack gap="3" mt="2">
        <form method="post" onSubmit={(event) => void apply(event)} noValidate>
          <FormPostFields id={COUPON_FORM} />
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
    </chakra.details>
  );
}
