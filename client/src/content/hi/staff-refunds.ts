/** Hindi text of the staff room's refunds page (the same keys as ../staff-refunds.ts). */
import type * as en from '../staff-refunds.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffRefundsText: Translation<typeof en.staffRefundsText> = {
  heading: 'रिफ़ंड',
  intro:
    'ऑर्डर को उसकी ID या इनवॉइस नंबर से खोजें, फिर उसका पूरा या कुछ हिस्सा रिफ़ंड करें। हर रिफ़ंड का GST क्रेडिट नोट बनता है; पूरा रिफ़ंड होने पर छात्र की कोर्स तक पहुँच ख़त्म हो जाती है।',
  findLabel: 'ऑर्डर ID या इनवॉइस नंबर',
  findPlaceholder: 'SL/26-27/000001',
  find: 'ऑर्डर खोजें',
  finding: 'खोजा जा रहा है...',
  back: 'स्टाफ़ रूम पर वापस जाएँ',
  loading: 'रिफ़ंड पेज खुल रहा है...',
  failed: 'रिफ़ंड पेज अभी नहीं खुल सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  ownersOnly: 'ऑर्डर सिर्फ़ मालिक रिफ़ंड कर सकते हैं।',
  order: {
    heading: 'ऑर्डर',
    invoice: 'इनवॉइस',
    status: 'स्थिति',
    student: 'छात्र',
    course: 'कोर्स',
    paid: 'भुगतान',
    refunded: 'रिफ़ंड हुआ',
    left: 'रिफ़ंड के लिए बाक़ी',
  },
  notRefundable:
    'एकेडमी के पास इस ऑर्डर का कोई दर्ज ऑनलाइन भुगतान नहीं है: इसे यहाँ से रिफ़ंड नहीं किया जा सकता।',
  refundButton: 'रिफ़ंड करें…',
  refunds: {
    heading: 'इस ऑर्डर के रिफ़ंड',
    empty: 'अभी तक कोई रिफ़ंड नहीं।',
    columns: { creditNote: 'क्रेडिट नोट', amount: 'राशि', status: 'स्थिति', refund: 'रिफ़ंड ID' },
    open: (number: string) => `क्रेडिट नोट ${number} खोलें (PDF)`,
  },
  dialog: {
    title: (invoice: string) => `इनवॉइस ${invoice} पर रिफ़ंड`,
    amountLabel: 'रिफ़ंड की राशि (₹)',
    amountHelp: (left: string) => `${left} तक। पूरी राशि रिफ़ंड करने पर छात्र की पहुँच ख़त्म हो जाती है।`,
    reasonLabel: 'कारण (क्रेडिट नोट पर छपता है)',
    reasonHelp: '3 से 500 अक्षर।',
    confirm: 'अभी रिफ़ंड करें',
    confirming: 'रिफ़ंड हो रहा है...',
    close: 'बंद करें',
    amountInvalid: 'राशि रुपयों में लिखें, जैसे 1999 या 1999.50।',
    done: (number: string) => `रिफ़ंड हो गया। क्रेडिट नोट ${number} जारी किया गया।`,
    creditNoteLink: (number: string) => `क्रेडिट नोट ${number} खोलें (PDF)`,
  },
};
