/**
 * The About page: its head, story, values and pictures (SPEC.md §2 About Us). A catalogue
 * of its own, so the home page's Hindi text does not carry it.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { aboutHead } from './page-heads.ts';

export const aboutContent = {
  ...aboutHead,
  heading: 'About Sharpline Trading Academy',
  intro:
    'We are a team of traders and teachers who believe anyone can learn to read the markets, given a clear method, honest risk management and someone to learn from.',
  carouselLabel: 'Life at the academy',
  slides: [
    {
      caption: 'Live classes on real charts, with a mentor who answers as you go.',
      image: {
        name: 'about-live-classroom',
        widths: [480, 800, 1200],
        width: 1200,
        height: 600,
        alt: 'A large screen with a live candlestick chart facing a row of students.',
      },
    },
    {
      caption: 'Mentoring that continues for three months after the course.',
      image: {
        name: 'about-mentoring',
        widths: [480, 800, 1200],
        width: 1200,
        height: 600,
        alt: 'A mentor and a student in conversation, their speech bubbles showing a chart.',
      },
    },
    {
      caption: 'A community of students who trade, share and learn together.',
      image: {
        name: 'about-community',
        widths: [480, 800, 1200],
        width: 1200,
        height: 600,
        alt: 'A network of students connected to a mentor at its centre.',
      },
    },
  ],
  enrollNow: 'Enroll Now',
  story: {
    heading: 'Our story',
    paragraphs: [
      'Sharpline began as a weekend study group of a few traders in Mumbai who were tired of tips, signals and promises of easy money. We wanted to understand why prices move, and to trade with rules we could write down and test.',
      'Friends asked to join, then friends of friends. The study group became a structured course: eight weeks of live online classes covering charts, market structure, smart money concepts, risk and psychology, with every session recorded for students who work during the day.',
      'Today we have mentored more than 500 students across India. The course still runs live, in small batches, and we still stay with every student for three months after the last class.',
    ],
  },
  values: {
    heading: 'Our values',
    cards: [
      {
        title: 'Why choose us',
        body: 'Live classes with recordings, a curriculum that puts risk first, doubt sessions, a student community and three months of support once the two months of classes end.',
      },
      {
        title: 'Our mission',
        body: 'To make trading education honest and practical: teach a method students can follow, explain the risks plainly and never sell shortcuts.',
      },
      {
        title: 'Our vision',
        body: 'A generation of Indian traders who plan every trade, protect their capital and keep learning from their own records.',
      },
    ],
  },
} as const;

/** This feature's text in each language (Hindi: ./hi/about.ts). */
export const aboutCatalogue = defineCatalogue(
  'about',
  { aboutContent },
  () => import('./hi/about.ts'),
);
