/** Hindi text of the site shell: navbar, footer headings, skip link, error pages (the same keys as ../shell.ts). */
import type * as en from '../shell.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const shellText: Translation<typeof en.shellText> = {
  skipToContent: 'सीधे मुख्य कंटेंट पर जाएँ',
  somethingWentWrong: 'कुछ गड़बड़ हो गई!',
  formExpired: 'यह फ़ॉर्म पुराना हो गया था, इसलिए कुछ नहीं भेजा गया। कृपया इसे फिर से भेजें।',
  homeLinkLabel: 'Sharpline Trading Academy, होम',
  mainNavLabel: 'मुख्य',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  mobileMenuTitle: 'मेन्यू',
  footer: {
    followUs: 'हमें फ़ॉलो करें',
    aboutHeading: 'हमारे बारे में',
    quickLinksHeading: 'क्विक लिंक',
    contactHeading: 'संपर्क करें',
    legalNavLabel: 'क़ानूनी',
    phoneLabel: 'कॉल करें',
    emailLabel: 'सपोर्ट ईमेल',
    hoursLabel: 'समय',
  },
};

export const notFoundText: Translation<typeof en.notFoundText> = {
  title: '404 पेज नहीं मिला',
  code: '404',
  heading: 'लगता है आप रास्ता भटक गए हैं',
  // The English keeps the original site's misspelling; the Hindi is simply correct.
  body: 'आप जो पेज ढूँढ रहे हैं, वह उपलब्ध नहीं है!',
  homeLink: 'होम पर जाएँ',
};

export const routeErrorText: Translation<typeof en.routeErrorText> = {
  title: 'कुछ गड़बड़ हो गई',
  heading: 'ऐप में अचानक गड़बड़ी',
  body: 'इस पेज में कोई गड़बड़ी आ गई है। पेज रीलोड करने से आम तौर पर ठीक हो जाता है।',
  chunkHeading: 'पेज का हिस्सा लोड नहीं हुआ',
  chunkBody:
    'इस पेज का एक हिस्सा डाउनलोड नहीं हो सका, शायद कनेक्शन टूट गया या साइट अभी-अभी अपडेट हुई है। फिर से कोशिश करने के लिए रीलोड करें।',
  reload: 'रीलोड करें',
  homeLink: 'होम पर जाएँ',
};

/** The carousel controls' words, shared by every carousel on the site. */
export const carouselText: Translation<typeof en.carouselText> = {
  roleDescription: 'कैरूसेल',
  slideRoleDescription: 'स्लाइड',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  pause: 'रोकें',
  play: 'चलाएँ',
  pauseLabel: (label: string) => `${label} का स्लाइडशो रोकें`,
  playLabel: (label: string) => `${label} का स्लाइडशो चलाएँ`,
  goTo: (n: number) => `स्लाइड ${n} पर जाएँ`,
  slideLabel: (n: number, total: number) => `${total} में से ${n}`,
  dotsLabel: 'स्लाइड चुनें',
};
