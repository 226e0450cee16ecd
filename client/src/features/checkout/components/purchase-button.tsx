import { Button } from '@chakra-ui/react';
import { checkoutContent as text } from '@/content/payment.ts';
import type { EnsureCheckoutScript } from '../hooks/use-checkout-script.ts';
import { usePurchase, type PurchasePhase } from '../hooks/use-purchase.ts';

const progress: Record<Exclude<PurchasePhase, 'idle'>, string> = {
  starting: text.starting,
  open: text.inProgress,
  confirming: text.confirming,
};

interface PurchaseButtonProps {
  courseId: string;
  ensureScript: EnsureCheckoutScript;
}

/** Purchase Now: disabled, with progress text, while a checkout is being prepared or open. */
export function PurchaseButton({ courseId, ensureScript }: PurchaseButtonProps) {
  const { phase, purchase } = usePurchase(courseId, ensureScript);
  return (
    <Button
      colorPalette="brand"
      size="xl"
      w={{ base: 'full', sm: 'auto' }}
      minW="48"
      loading={phase !== 'idle'}
      loadingText={phase === 'idle' ? undefined : progress[phase]}
      onClick={() => void purchase()}
    >
      {text.purchaseNow}
    </Button>
  );
}
