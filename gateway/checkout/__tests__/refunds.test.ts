import { describe, expect, it } from 'vitest';
import { refundMessage } from '../refunds.ts';

describe('what a student is told about a refund', () => {
  it('in English, as before', () => {
    expect(refundMessage({ reason: 'ALREADY_OWNED', amountPaise: 399900 }, 'en')).toBe(
      'You already own this course, so this payment of ₹3,999 has been refunded. It reaches your account in 5-7 working days.',
    );
    expect(refundMessage({ reason: 'OTHER', amountPaise: 599900 })).toBe(
      'This payment of ₹5,999 has been refunded. It reaches your account in 5-7 working days.',
    );
  });

  it('in Hindi, for every reason, with the amount in rupees', () => {
    const hindi = (reason: Parameters<typeof refundMessage>[0]['reason']) =>
      refundMessage({ reason, amountPaise: 399900 }, 'hi');
    expect(hindi('ALREADY_OWNED')).toBe(
      'यह कोर्स आपके पास पहले से है, इसलिए ₹3,999 का यह पेमेंट रिफ़ंड कर दिया गया है। पैसे 5–7 कामकाजी दिनों में आपके खाते में आ जाएँगे।',
    );
    expect(hindi('QUOTE_EXPIRED')).toBe(
      'यह पेमेंट होने तक आपके चेकआउट का समय ख़त्म हो चुका था, इसलिए ₹3,999 का यह पेमेंट रिफ़ंड कर दिया गया है। पैसे 5–7 कामकाजी दिनों में आपके खाते में आ जाएँगे। कृपया चेकआउट फिर से शुरू करें।',
    );
    expect(hindi('PRICE_CHANGED')).toBe(
      'आपके पेमेंट करते समय इस कोर्स की क़ीमत बदल गई, इसलिए ₹3,999 का यह पेमेंट रिफ़ंड कर दिया गया है। पैसे 5–7 कामकाजी दिनों में आपके खाते में आ जाएँगे। कृपया चेकआउट फिर से शुरू करें।',
    );
    expect(hindi('OTHER')).toBe(
      '₹3,999 का यह पेमेंट रिफ़ंड कर दिया गया है। पैसे 5–7 कामकाजी दिनों में आपके खाते में आ जाएँगे।',
    );
  });
});
