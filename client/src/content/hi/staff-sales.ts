/** Hindi text of the sales page (the same keys as ../staff-sales.ts). */
import type * as en from '../staff-sales.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffSalesText: Translation<typeof en.staffSalesText> = {
  heading: 'बिक्री और GST',
  intro:
    'अवधि में भुगतान हुआ हर इनवॉइस, उसके रिफ़ंड के साथ, पैसे-पैसे तक वैसा ही जैसा इनवॉइस पर छपा है। तारीखें भारतीय समय में हैं; दोनों दिन शामिल हैं।',
  backToConsole: 'स्टाफ़ रूम पर वापस जाएँ',
  loading: 'बिक्री खुल रही है...',
  failed: 'बिक्री अभी नहीं खुल सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  ownersOnly: 'बिक्री सिर्फ़ मालिक देख सकते हैं।',
  period: {
    legend: 'अवधि',
    from: 'से',
    to: 'तक',
    submit: 'दिखाएँ',
  },
  shown: (from: string, to: string) => `${from} से ${to} तक की बिक्री`,
  empty: 'इस अवधि में किसी इनवॉइस का भुगतान नहीं हुआ।',
  download: 'CSV डाउनलोड करें',
  downloadHint: 'यही पंक्तियाँ स्प्रेडशीट के रूप में, GSTR-1 के इनवॉइस-स्तर के कॉलम के साथ।',
  totals: {
    heading: 'कुल',
    orders: 'इनवॉइस',
    taxable: 'कर योग्य मूल्य',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'कुल राशि',
    refunded: 'रिफ़ंड',
  },
  rows: {
    heading: 'इनवॉइस',
    region: 'अवधि के इनवॉइस; हर कॉलम देखने के लिए बगल में स्क्रॉल करें',
    invoice: 'इनवॉइस',
    paidAt: 'भुगतान',
    student: 'छात्र',
    course: 'कोर्स',
    coupon: 'कूपन',
    creditNote: 'क्रेडिट नोट',
    none: '—',
    document: 'दस्तावेज़',
    kinds: { SALE: 'इनवॉइस', REFUND: 'क्रेडिट नोट' },
    action: 'रिफ़ंड',
  },
  showNumbers: 'आँकड़े दिखाएँ',
  revenueChart: {
    heading: 'दिन के हिसाब से आय',
    summary: (total: string, peak: string, peakDay: string) =>
      `अवधि के हर दिन की आय, कुल ${total}; सबसे ज़्यादा, ${peak}, ${peakDay} को।`,
    day: 'दिन',
    revenue: 'आय',
    orders: 'ऑर्डर',
  },
  enrolmentsChart: {
    heading: 'हफ़्ते के हिसाब से एनरोलमेंट',
    summary: (total: number, peak: number, peakWeek: string) =>
      `अवधि के हर हफ़्ते में कोर्स की ख़रीद, कुल ${total}; सबसे ज़्यादा, ${peak}, ${peakWeek} से शुरू हफ़्ते में।`,
    week: 'हफ़्ता (सोमवार से)',
    enrolments: 'एनरोलमेंट',
  },
};
