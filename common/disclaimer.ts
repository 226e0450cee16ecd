/**
 * The risk and education notice that SEBI's rules for those who teach trading call for:
 * education only, not investment advice, and trading carries a risk of loss. One text in
 * each language, so every page's footer, the course pages above Purchase Now, the
 * certificate and the brochure say the same words. Small on purpose: the footer of every
 * page carries it in its first load.
 *
 * Course content shows no market prices newer than three months (SEBI's 2025 circular on
 * educators' use of market data): see docs/operations.md.
 */
import type { Language } from './language.ts';

export const riskDisclaimer: Readonly<Record<Language, string>> = {
  en: 'For education only; not investment advice or a recommendation to buy or sell. Trading in shares, derivatives and currencies involves a risk of loss.',
  hi: 'सिर्फ़ शिक्षा के लिए; यह निवेश की सलाह या ख़रीदने-बेचने की सिफ़ारिश नहीं है। शेयर, डेरिवेटिव और करेंसी की ट्रेडिंग में नुक़सान का जोखिम होता है।',
};
