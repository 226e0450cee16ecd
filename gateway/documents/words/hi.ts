/**
 * The Hindi half of the bilingual papers, word for word with ./en.ts. The invoice is टैक्स
 * इनवॉइस and its number a नंबर, as the site says them; the tax lines keep the words Hindi
 * GST papers print (कर योग्य मूल्य, आपूर्ति का स्थान); the rest follow docs/hindi-glossary.md
 * (छूट, रक़म, ख़रीदार).
 */
import type { PaperWord } from './en.ts';

export const paperWordsHi: Readonly<Record<PaperWord, string>> = {
  taxInvoice: 'टैक्स इनवॉइस',
  paymentReceipt: 'रसीद',
  creditNote: 'क्रेडिट नोट',
  seller: 'विक्रेता',
  gstin: 'जीएसटी नंबर',
  state: 'राज्य',
  stateCode: 'कोड',
  invoiceNo: 'इनवॉइस नंबर',
  receiptNo: 'रसीद नंबर',
  creditNoteNo: 'क्रेडिट नोट नंबर',
  againstInvoice: 'मूल इनवॉइस',
  date: 'तारीख़',
  placeOfSupply: 'आपूर्ति का स्थान',
  billedTo: 'ख़रीदार',
  receivedFrom: 'पेमेंट करने वाले',
  reason: 'कारण',
  description: 'विवरण',
  sac: 'सेवा कोड',
  amount: 'रक़म',
  onlineCourse: 'ऑनलाइन कोर्स',
  refundFor: 'ऑनलाइन कोर्स का रिफ़ंड',
  discount: 'छूट',
  coupon: 'कूपन',
  taxableValue: 'कर योग्य मूल्य',
  cgst: 'केंद्रीय जीएसटी 9%',
  sgst: 'राज्य जीएसटी 9%',
  igst: 'एकीकृत जीएसटी 18%',
  totalTaxIncluded: 'कुल (कर सहित)',
  totalPaid: 'कुल पेमेंट',
  issuedTo: 'प्राप्तकर्ता',
  totalRefunded: 'कुल रिफ़ंड',
  totalRefundedTaxIncluded: 'कुल रिफ़ंड (कर सहित)',
  inWords: 'शब्दों में',
  orderId: 'ऑर्डर नंबर',
  bookingCode: 'बुकिंग कोड',
  paymentId: 'पेमेंट नंबर',
  paymentOrderId: 'पेमेंट ऑर्डर नंबर',
  refundId: 'रिफ़ंड नंबर',
  thanks: 'पूरा पेमेंट ऑनलाइन मिल गया है। हमारे साथ सीखने के लिए धन्यवाद।',
  refunded: 'रक़म उसी तरीक़े से लौटाई गई है जिससे पेमेंट किया गया था।',
  invoiceFooter: 'रिवर्स चार्ज पर कर देय: नहीं। यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  receiptFooter: 'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  creditNoteFooter: 'यह कंप्यूटर से बना क्रेडिट नोट है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};
