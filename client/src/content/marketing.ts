/**
 * The Home page (and the carousels and brochure link shared with About): every heading, card, question and quote it shows (SPEC.md §1,
 * §2, §9). The brochure script (scripts/make-brochure.ts) reads the course facts and the
 * curriculum from here too, so the PDF and the site never disagree.
 */
import { site } from './site.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

/** A picture in client/public/images, written by scripts/make-images.mjs at these widths. */
export interface Picture {
  /** File name without the width and extension: `/images/{name}-{width}.webp`. */
  name: string;
  /** Widths (px) the file exists at, smallest first. */
  widths: readonly number[];
  /** Intrinsic width and height of the largest file; sets the aspect ratio. */
  width: number;
  height: number;
  alt: string;
}

const cardWidths = [320, 640] as const;

export const courseFacts = {
  liveClassMonths: 2,
  supportMonths: 3,
  weeks: 8,
  summary:
    'Two months of live online classes, every session recorded, then three months of support while you trade on your own.',
} as const;

export const homeContent = {
  title: 'Home',
  metaDescription:
    'Learn stock-market and forex trading in 8 weeks of live online classes with recordings, weekly analysis, doubt sessions and 3 months of support after the course.',
  banner: {
    eyebrow: 'Live online trading course',
    heading: 'Trade the Indian markets and forex with a plan, not a hunch',
    body: 'Eight weeks of live classes take you from your first candlestick to a written trading plan. Every session is recorded, and our mentors stay with you for three months after the course ends.',
    enrollNow: 'Enroll Now',
    highlights: [
      '2 months of live online classes',
      'Recordings of every session',
      '3 months of support',
    ],
    image: {
      name: 'hero-trading',
      widths: [480, 720, 960],
      width: 960,
      height: 720,
      alt: 'A candlestick chart climbing along a gold trend line, beside a student profile card.',
    } satisfies Picture,
  },
  brochureStrip: {
    heading: 'Everything about the course, in one PDF',
    body: 'The 8-week outline, how the live classes and recordings work, the support period and how to apply. Read it at your own pace or share it with family.',
  },
  counters: {
    heading: 'Our numbers so far',
    items: [
      { label: 'STUDENTS MENTORED', value: 500, decimals: 0, suffix: '+' },
      { label: 'SESSIONS FINISHED', value: 100, decimals: 0, suffix: '+' },
      { label: 'GOOGLE RATING', value: 4.1, decimals: 1, suffix: '+' },
    ],
  },
  featuredCourse: {
    heading: 'Our flagship course',
    intro: 'Start here: the programme most of our students begin with.',
    loading: 'Loading courses...',
    exploreMore: 'Explore More Courses',
  },
  whyChooseUs: {
    heading: 'Why choose us',
    intro: 'We teach the way we trade: with rules, records and someone to check your work.',
    items: [
      {
        title: 'Live, interactive classes',
        body: 'Learn on live charts with a mentor who answers your questions in the session, not a pre-recorded playlist.',
      },
      {
        title: 'Recordings of every class',
        body: 'Missed a session or want to watch it again? Each class is recorded and stays in your account.',
      },
      {
        title: 'Three months of support',
        body: 'After the two months of classes, our team stays with you for three more months while you trade on your own.',
      },
      {
        title: 'Risk first, always',
        body: 'Position sizing, stop losses and a trading journal come before any strategy. Protecting capital is lesson one.',
      },
      {
        title: 'Weekly market analysis',
        body: 'Every week we walk through the charts that matter, so you see the method applied to live markets.',
      },
      {
        title: 'Mentors you can reach',
        body: 'Doubt sessions, a student community and one-to-one mentorship when you need a second pair of eyes.',
      },
    ],
  },
  curriculum: {
    heading: 'The 8-week curriculum',
    intro: 'Two months, one step a week: each week builds on the one before it.',
    weekLabel: (week: number) => `Week ${week}`,
    weeks: [
      {
        title: 'Market foundations',
        body: 'How the stock and forex markets work, who moves prices, brokers, trading platforms and order types.',
      },
      {
        title: 'Reading charts',
        body: 'Candlesticks, timeframes, trends, and drawing support and resistance that actually holds.',
      },
      {
        title: 'Market structure',
        body: 'Highs and lows, breaks of structure, supply and demand zones and where the big orders sit.',
      },
      {
        title: 'Indicators and tools',
        body: 'Moving averages, RSI, MACD, Fibonacci and volume, and when each one helps or misleads.',
      },
      {
        title: 'Smart money concepts',
        body: 'Liquidity, order blocks and fair value gaps: reading the footprints of institutional traders.',
      },
      {
        title: 'Building your plan',
        body: 'Putting it all together: confluence, entry and exit checklists, time zones and news events.',
      },
      {
        title: 'Risk and trade management',
        body: 'Position sizing, stop losses, reward-to-risk, managing open trades and keeping a journal.',
      },
      {
        title: 'Psychology and live trading',
        body: 'Discipline under pressure, live market sessions with your mentor, and your plan for the months ahead.',
      },
    ],
  },
  howToApply: {
    heading: 'How to apply',
    intro: 'Joining a batch takes four steps and usually less than a day.',
    steps: [
      {
        title: 'Pay the registration amount',
        body: 'Pay the registration amount for the batch you want to join by UPI or bank transfer.',
      },
      {
        title: 'Send us the screenshot',
        body: `Share the payment screenshot on WhatsApp at ${site.whatsapp.join(' or ')}, with your name and the batch.`,
      },
      {
        title: 'Verification',
        body: 'Our team checks the payment and confirms your seat in the batch.',
      },
      {
        title: 'Meet your relationship manager',
        body: 'A relationship manager is assigned to you and shares the class schedule, links and next steps.',
      },
    ],
  },
  testimonials: {
    heading: 'What our students say',
    carouselLabel: 'Student testimonials',
    items: [
      {
        name: 'Rohan Mehta',
        place: 'Pune',
        quote:
          'I had blown two small accounts before joining. The risk-management week alone changed how I trade. I now size every position before I even look for an entry.',
      },
      {
        name: 'Ananya Iyer',
        place: 'Chennai',
        quote:
          'The live sessions are the best part. Watching the mentor mark up the chart and explain each decision made the theory click for me.',
      },
      {
        name: 'Farhan Qureshi',
        place: 'Lucknow',
        quote:
          'I work full time, so the recordings saved me. I watched the sessions I missed on Sunday mornings and brought my questions to the doubt class.',
      },
      {
        name: 'Priya Nair',
        place: 'Kochi',
        quote:
          'Support did not stop when the classes did. Three months later I still send my journal to the team and get honest feedback.',
      },
      {
        name: 'Karan Singh',
        place: 'Jaipur',
        quote:
          'Clear, patient teaching with no promises of overnight riches. I finally have a written plan and I follow it.',
      },
    ],
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'Who is this course for?',
        answer:
          'Anyone who wants to learn to trade the stock market or forex with a method: complete beginners, and traders who have some experience but no consistent plan.',
      },
      {
        question: 'Do I need any trading experience?',
        answer:
          'No. Week 1 starts from how the markets work and how to place an order. You only need a laptop or phone, an internet connection and a few hours a week.',
      },
      {
        question: 'How are the classes held?',
        answer:
          'All classes are live and online. You join from home, see the mentor’s charts on screen and ask questions as the session runs.',
      },
      {
        question: 'How long does the course last?',
        answer:
          'The live classes run for 2 months, following the 8-week curriculum. After that you get 3 months of support from our team.',
      },
      {
        question: 'What if I miss a live class?',
        answer:
          'Every class is recorded. The recording appears in your account, under My Courses, so you can catch up and bring your questions to the next doubt session.',
      },
      {
        question: 'How do I join a batch?',
        answer: `Pay the registration amount, send the payment screenshot on WhatsApp to ${site.whatsapp.join(' or ')}, and once we verify it a relationship manager is assigned to you.`,
      },
      {
        question: 'Can I get a refund or change my batch?',
        answer:
          'Payments are non-refundable and enrolments cannot be cancelled. On approval, you may transfer once to another batch or course within 3 months. See our Cancellation Policy for details.',
      },
      {
        question: 'Do you give trading tips or guarantee profits?',
        answer:
          'No. We teach you to analyse the markets and manage risk yourself. Trading carries risk, and nobody can honestly promise returns.',
      },
    ],
  },
  ourClasses: {
    heading: 'Our Classes',
    intro: 'What a week with us looks like, from live sessions to one-to-one mentoring.',
    carouselLabel: 'Our Classes',
    viewAll: 'View all classes',
    cards: [
      {
        id: 1,
        heading: 'Live Classes',
        description: 'Interactive sessions on live charts, with time set aside for your questions.',
        image: {
          name: 'class-live',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A monitor showing a candlestick chart, with a play button and a red live badge.',
        },
      },
      {
        id: 2,
        heading: 'Weekly Analysis',
        description:
          'A weekly walk through the markets: the levels, the setups and what we are watching.',
        image: {
          name: 'class-weekly-analysis',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A calendar with one day marked in green next to a small candlestick chart.',
        },
      },
      {
        id: 3,
        heading: 'Doubt Sessions',
        description:
          'Dedicated sessions where no question is too basic and every doubt gets an answer.',
        image: {
          name: 'class-doubt-sessions',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A speech bubble with a question mark answered by a gold bubble with a tick.',
        },
      },
      {
        id: 4,
        heading: 'Master The Markets',
        description:
          'A step-by-step course that climbs from the basics to a complete trading plan.',
        image: {
          name: 'class-master-markets',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A figure at the top of rising steps, above a gold line trending upwards.',
        },
      },
      {
        id: 5,
        heading: 'Mentoring Community',
        description:
          'Trade alongside fellow students and mentors who share ideas, charts and journals.',
        image: {
          name: 'class-mentoring-community',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A mentor in a gold circle connected to four students around them.',
        },
      },
      {
        id: 6,
        heading: 'Learning For Beginners',
        description: 'Never traded before? We start from zero and explain every term on the way.',
        image: {
          name: 'class-beginners',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'An open book with notes on one page and a rising green chart on the other.',
        },
      },
      {
        id: 7,
        heading: 'Support For Students',
        description:
          'Three months of help after the classes end, from our team, on the days you trade.',
        image: {
          name: 'class-student-support',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A support headset with a microphone around a person.',
        },
      },
      {
        id: 8,
        heading: 'Personal 1-1 Mentorship',
        description: 'Time with a mentor on your own trades, your journal and your plan.',
        image: {
          name: 'class-one-to-one',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'Two people facing each other under a card that reads 1:1.',
        },
      },
      {
        id: 9,
        heading: 'Exposure',
        description:
          'Live-trading exposure: watch real trades taken, managed and closed in real time.',
        image: {
          name: 'class-exposure',
          widths: cardWidths,
          width: 640,
          height: 400,
          alt: 'A globe with a live candlestick chart window in front of it.',
        },
      },
    ],
  },
} as const;

/** The page's tab title and description, apart so the route manifest carries only these. */
/** This feature's text in each language (Hindi: ./hi/marketing.ts). */
export const marketingCatalogue = defineCatalogue(
  'marketing',
  { courseFacts, homeContent },
  () => import('./hi/marketing.ts'),
);
