/**
 * Writes client/public/Course Brochure.pdf: the course at a glance, the 8-week outline,
 * what the course covers, how to apply and how to reach us. The words and figures come
 * from the site's content modules, so the brochure always matches the pages.
 *
 * Set with the project's PDF toolkit (common/pdf/typesetting.ts: PDFKit with embedded Noto
 * Sans subsets, so the rupee sign and Devanagari print as written).
 * Usage: npx tsx scripts/make-brochure.ts       (English: Course Brochure.pdf)
 *        npx tsx scripts/make-brochure.ts hi    (Hindi: from the Hindi catalogues)
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { riskDisclaimer } from '../common/disclaimer.ts';
import { PdfWriter, type Weight } from '../common/pdf/typesetting.ts';
import { instructionContent as instructionEn } from '../client/src/content/instruction.ts';
import {
  courseFacts as courseFactsEn,
  homeContent as homeContentEn,
} from '../client/src/content/marketing.ts';
import { site as siteEn } from '../client/src/content/site.ts';
import { instructionContent as instructionHi } from '../client/src/content/hi/instruction.ts';
import {
  courseFacts as courseFactsHi,
  homeContent as homeContentHi,
} from '../client/src/content/hi/marketing.ts';
import { site as siteHi } from '../client/src/content/hi/site.ts';

const language = process.argv[2] === 'hi' ? 'hi' : 'en';
const hindi = language === 'hi';
const instructionContent = hindi ? instructionHi : instructionEn;
const courseFacts = hindi ? courseFactsHi : courseFactsEn;
const homeContent = hindi ? homeContentHi : homeContentEn;
const site = hindi ? siteHi : siteEn;

/** The brochure's own words (the rest comes from the site's catalogues). */
const words = {
  en: {
    title: 'Course Brochure',
    subject: 'Live online course in stock-market and forex trading',
    page: (page: number, total: number) => `Page ${page} of ${total}`,
    glance: 'The course at a glance',
    facts: (months: number, weeks: number, support: number) => [
      `${months} months of online live classes, following an ${weeks}-week curriculum.`,
      'Recordings of every class, kept in your account so you can watch them again.',
      `${support} months of support after the classes end, while you trade on your own.`,
      'Weekly market analysis, doubt-clearing sessions and a mentoring community.',
      'Personal one-to-one mentorship and live-trading exposure with your mentor.',
    ],
    covers: 'What the course covers',
    talk: 'Talk to us',
    contacts: ['Phone', 'WhatsApp', 'E-mail', 'Support', 'Hours', 'Address'],
    refunds:
      'Payments are non-refundable and enrolments cannot be cancelled; a one-time transfer to another batch or course within 3 months may be allowed on approval. See the Cancellation Policy on our website.',
  },
  hi: {
    title: 'कोर्स ब्रोशर',
    subject: 'स्टॉक मार्केट और फ़ॉरेक्स ट्रेडिंग का लाइव ऑनलाइन कोर्स',
    page: (page: number, total: number) => `पेज ${page} / ${total}`,
    glance: 'कोर्स एक नज़र में',
    facts: (months: number, weeks: number, support: number) => [
      `${months} महीने की लाइव ऑनलाइन क्लास, ${weeks} हफ़्तों के सिलेबस के हिसाब से।`,
      'हर क्लास की रिकॉर्डिंग, आपके अकाउंट में, ताकि आप उसे दोबारा देख सकें।',
      `क्लास ख़त्म होने के बाद ${support} महीने का सपोर्ट, जब आप ख़ुद ट्रेड करते हैं।`,
      'हर हफ़्ते मार्केट एनालिसिस, डाउट सेशन और मेंटरिंग कम्युनिटी।',
      'मेंटर के साथ पर्सनल वन-टू-वन मेंटरशिप और लाइव ट्रेडिंग का अनुभव।',
    ],
    covers: 'कोर्स में क्या-क्या है',
    talk: 'हमसे बात करें',
    contacts: ['फ़ोन', 'WhatsApp', 'ईमेल', 'सपोर्ट', 'समय', 'पता'],
    refunds:
      'पेमेंट रिफ़ंड नहीं होता और एनरोलमेंट कैंसल नहीं किया जा सकता; मंज़ूरी मिलने पर 3 महीने के अंदर एक बार किसी दूसरे बैच या कोर्स में ट्रांसफ़र हो सकता है। हमारी वेबसाइट पर कैंसलेशन पॉलिसी देखें।',
  },
}[language];

/** The brochure's edition, its "created" date: move it on when its content changes. */
const BROCHURE_EDITION = new Date('2026-11-29T00:00:00+05:30');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'client/public', site.brochure.fileName);

const colour = {
  navy: '#0f1b2d',
  gold: '#e0ae2b',
  goldDeep: '#825e12',
  goldPale: '#fdf8e9',
  text: '#1f2933',
  muted: '#52606d',
  white: '#ffffff',
  rule: '#e4d3a1',
} as const;
type Colour = (typeof colour)[keyof typeof colour];

const pdf = new PdfWriter({
  title: `${site.brandName}: ${words.title}`,
  author: site.brandName,
  subject: words.subject,
  createdAt: BROCHURE_EDITION,
});
const PAGE_W = pdf.width; // A4, in points
const PAGE_H = pdf.height;
const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const FOOTER_Y = 34;

function wrap(text: string, weight: Weight, size: number, maxWidth: number): string[] {
  return pdf.wrap(text, maxWidth, { size, weight });
}

type Draw = () => void;

/**
 * The brochure laid out from the top of each page down, with y measured up from the foot
 * of the page (as PDF does); each page's drawing is kept until the end, when the number of
 * pages (in every footer) is known.
 */
class Brochure {
  readonly pages: Draw[][] = [];
  private ops: Draw[] = [];
  y = 0;

  constructor() {
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_H - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < FOOTER_Y + 30) this.newPage();
  }

  rect(x: number, y: number, w: number, h: number, fill: Colour) {
    this.ops.push(() => pdf.doc.rect(x, PAGE_H - y - h, w, h).fill(fill));
  }

  /** One line with its baseline at y. */
  text(x: number, y: number, text: string, weight: Weight, size: number, fill: Colour) {
    this.ops.push(() => pdf.line(text, x, PAGE_H - y, { size, weight, color: fill }));
  }

  /** Wrapped text at the cursor; moves the cursor below it. */
  paragraph(
    text: string,
    {
      x = MARGIN,
      width = CONTENT_W,
      weight = 'regular' as Weight,
      size = 10.5,
      fill = colour.text as Colour,
      leading = 1.45,
    } = {},
  ) {
    const lines = wrap(text, weight, size, width);
    const step = size * leading;
    this.ensure(lines.length * step);
    for (const line of lines) {
      this.y -= step;
      this.text(x, this.y + step * 0.25, line, weight, size, fill);
    }
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 28;
    this.text(MARGIN, this.y, text, 'bold', 16, colour.goldDeep);
    this.y -= 8;
    this.rect(MARGIN, this.y, 40, 2.5, colour.gold);
    this.y -= 6;
  }

  bullets(items: readonly string[], { x = MARGIN, width = CONTENT_W } = {}) {
    for (const item of items) {
      const lines = wrap(item, 'regular', 10.5, width - 16);
      const step = 10.5 * 1.45;
      this.ensure(lines.length * step + 4);
      this.y -= 4;
      lines.forEach((line, index) => {
        this.y -= step;
        if (index === 0)
          this.text(x, this.y + step * 0.25, '\u2022', 'bold', 10.5, colour.goldDeep);
        this.text(x + 14, this.y + step * 0.25, line, 'regular', 10.5, colour.text);
      });
    }
  }

  /** Draws every page with its footer and returns the PDF. */
  toPdf(): Promise<Buffer> {
    const total = this.pages.length;
    this.pages.forEach((ops, index) => {
      if (index > 0) pdf.addPage();
      for (const draw of ops) draw();
      pdf.doc.rect(MARGIN, PAGE_H - FOOTER_Y - 14.8, CONTENT_W, 0.8).fill(colour.rule);
      const footer = { size: 8.5, color: colour.muted };
      pdf.line(`${site.brandName}  \u2022  ${words.title}`, MARGIN, PAGE_H - FOOTER_Y, footer);
      pdf.line(words.page(index + 1, total), MARGIN, PAGE_H - FOOTER_Y, {
        ...footer,
        align: 'right',
        width: CONTENT_W,
      });
    });
    return pdf.finish();
  }
}

const doc = new Brochure();

// Cover band
const bandH = 146;
doc.rect(0, PAGE_H - bandH, PAGE_W, bandH, colour.navy);
doc.rect(0, PAGE_H - bandH, PAGE_W, 5, colour.gold);
doc.text(MARGIN, PAGE_H - 46, site.brandName.toUpperCase(), 'bold', 11, colour.gold);
doc.text(MARGIN, PAGE_H - 84, words.title, 'bold', 32, colour.white);
doc.text(MARGIN, PAGE_H - 108, words.subject, 'regular', 13, colour.white);
doc.text(MARGIN, PAGE_H - 127, site.tagline, 'regular', 10.5, colour.gold);
doc.y = PAGE_H - bandH - 6;

doc.heading(words.glance);
doc.paragraph(courseFacts.summary);
doc.bullets(words.facts(courseFacts.liveClassMonths, courseFacts.weeks, courseFacts.supportMonths));

// Figures
doc.ensure(80);
doc.y -= 14;
const boxW = (CONTENT_W - 2 * 12) / 3;
homeContent.counters.items.forEach((item, index) => {
  const x = MARGIN + index * (boxW + 12);
  doc.rect(x, doc.y - 58, boxW, 58, colour.goldPale);
  doc.rect(x, doc.y - 58, 3, 58, colour.gold);
  doc.text(
    x + 14,
    doc.y - 28,
    `${item.value.toFixed(item.decimals)}${item.suffix}`,
    'bold',
    20,
    colour.goldDeep,
  );
  doc.text(x + 14, doc.y - 46, item.label, 'bold', 8.5, colour.text);
});
doc.y -= 58;

doc.heading(homeContent.curriculum.heading);
doc.paragraph(homeContent.curriculum.intro, { fill: colour.muted });
homeContent.curriculum.weeks.forEach((week, index) => {
  const labelW = 62;
  const lines = wrap(week.body, 'regular', 10, CONTENT_W - labelW);
  doc.ensure(20 + lines.length * 14);
  doc.y -= 7;
  doc.rect(MARGIN, doc.y - 15, 50, 15, colour.goldDeep);
  doc.text(
    MARGIN + 6,
    doc.y - 11,
    homeContent.curriculum.weekLabel(index + 1),
    'bold',
    9,
    colour.white,
  );
  doc.text(MARGIN + labelW, doc.y - 11.5, week.title, 'bold', 11, colour.text);
  doc.y -= 15;
  doc.paragraph(week.body, {
    x: MARGIN + labelW,
    width: CONTENT_W - labelW,
    size: 10,
    fill: colour.muted,
    leading: 1.4,
  });
});

doc.newPage();
doc.heading(words.covers);
const half = Math.ceil(instructionContent.cards.length / 2);
const startY = doc.y;
doc.bullets(
  instructionContent.cards.slice(0, half).map((card) => card.title),
  { width: CONTENT_W / 2 - 10 },
);
const leftEnd = doc.y;
doc.y = startY;
doc.bullets(
  instructionContent.cards.slice(half).map((card) => card.title),
  { x: MARGIN + CONTENT_W / 2, width: CONTENT_W / 2 },
);
doc.y = Math.min(doc.y, leftEnd);

doc.heading(homeContent.howToApply.heading);
doc.paragraph(homeContent.howToApply.intro, { fill: colour.muted });
homeContent.howToApply.steps.forEach((step, index) => {
  doc.ensure(50);
  doc.y -= 12;
  doc.rect(MARGIN, doc.y - 20, 20, 20, colour.goldDeep);
  doc.text(MARGIN + 6.5, doc.y - 14.5, String(index + 1), 'bold', 11, colour.white);
  doc.text(MARGIN + 32, doc.y - 14, step.title, 'bold', 11.5, colour.text);
  doc.y -= 20;
  doc.paragraph(step.body, { x: MARGIN + 32, width: CONTENT_W - 32, fill: colour.muted });
});

doc.heading(words.talk);
const contactValues = [
  site.phones.join('  /  '),
  site.whatsapp.join('  /  '),
  site.email,
  site.supportEmail,
  site.hours,
  site.address,
];
const contacts = contactValues.map((value, index): [string, string] => [
  words.contacts[index] ?? '',
  value,
]);
for (const [label, value] of contacts) {
  doc.ensure(20);
  doc.y -= 17;
  doc.text(MARGIN, doc.y, label, 'bold', 10.5, colour.goldDeep);
  doc.text(MARGIN + 80, doc.y, value, 'regular', 10.5, colour.text);
}

doc.ensure(90);
doc.y -= 24;
doc.paragraph(words.refunds, { size: 9, fill: colour.muted });
doc.y -= 4;
// The risk and education notice SEBI's rules for educators ask for, in English and Hindi.
doc.paragraph(riskDisclaimer.en, { size: 9, fill: colour.muted });
doc.y -= 4;
doc.paragraph(riskDisclaimer.hi, { size: 9, fill: colour.muted });

writeFileSync(output, await doc.toPdf());
console.log(`wrote ${output.slice(root.length + 1)} (${doc.pages.length} pages)`);
