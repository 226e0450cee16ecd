import { BrochureStrip } from '@/features/marketing/components/brochure-strip.tsx';
import { CounterStrip } from '@/features/marketing/components/counter-strip.tsx';
import { Curriculum } from '@/features/marketing/components/curriculum.tsx';
import { FaqSection } from '@/features/marketing/components/faq.tsx';
import { FeaturedCourse } from '@/features/courses/components/featured-course.tsx';
import { HeroBanner } from '@/features/marketing/components/hero-banner.tsx';
import { HowToApply } from '@/features/marketing/components/how-to-apply.tsx';
import { OurClassesSection } from '@/features/marketing/components/our-classes.tsx';
import { TestimonialsSection } from '@/features/marketing/components/testimonials.tsx';
import { WhyChooseUs } from '@/features/marketing/components/why-choose-us.tsx';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';

/** Every block of the home page (SPEC.md §2), each hydrating on its own. */
const sections = [
  HeroBanner,
  BrochureStrip,
  CounterStrip,
  FeaturedCourse,
  WhyChooseUs,
  Curriculum,
  HowToApply,
  OurClassesSection,
  TestimonialsSection,
  FaqSection,
];

/**
 * The sections that start with the page: the first screen, and the counter strip, whose
 * figures start counting as it scrolls into view. The rest hydrate when the visitor nears
 * them, and render after the top when the page is opened within the app.
 */
const FIRST_SCREEN = 3;

export default function HomePage() {
  return (
    <>
      {sections.map((Section, index) => (
        // A fixed list: the position is the section's identity.
        <HydrationBoundary key={index} later={index >= FIRST_SCREEN}>
          <Section />
        </HydrationBoundary>
      ))}
    </>
  );
}
