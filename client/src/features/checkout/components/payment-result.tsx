import { Circle } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CheckIcon, CrossIcon } from '@/components/ui/icons.tsx';
import { MessagePage } from '@/components/ui/message-page.tsx';
import { paths } from '@/config/paths.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { clearPaymentStatus } from '../payment-status.ts';

/** A tick in green or a cross in red, in a disc above the outcome. */
function Outcome({ success }: { success: boolean }) {
  const Glyph = success ? CheckIcon : CrossIcon;
  return (
    <Circle
      aria-hidden="true"
      size="20"
      bg={success ? 'green.100' : 'red.100'}
      color={success ? 'green.700' : 'red.700'}
    >
      <Glyph boxSize="11" strokeWidth="2.5" />
    </Circle>
  );
}

/** The checkout's stored status has done its job once a result page shows (SPEC.md §2). */
function useClearPaymentStatus() {
  useEffect(() => clearPaymentStatus(), []);
}

/** /payment-success (SPEC.md §2): the good news and the way to the course. */
export function PaymentSuccess() {
  useClearPaymentStatus();
  const { paymentSuccessContent: text } = useText(paymentCatalogue);
  return (
    <MessagePage
      figure={<Outcome success />}
      heading={text.heading}
      body={text.body}
      links={[{ to: paths.myCourses, label: text.goToMyCourses }]}
    />
  );
}

/** /payment-failed (SPEC.md §2): what happened and what happens to deducted money. */
export function PaymentFailed() {
  useClearPaymentStatus();
  const { paymentFailedContent: text } = useText(paymentCatalogue);
  return (
    <MessagePage
      figure={<Outcome success={false} />}
      heading={text.heading}
      body={text.body}
      note={text.refundNote}
      links={[
        { to: paths.courses, label: text.browseCourses },
        { to: paths.contact, label: text.contactUs },
      ]}
    />
  );
}
