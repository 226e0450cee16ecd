import { BrochureStrip } from '@/features/marketing/components/brochure-strip.tsx';
import { CounterStrip } from '@/features/marketing/components/counter-strip.tsx';
import { Curriculum } from '@/features/marketing/components/curriculum.tsx';
import { FeaturedCourse } from '@/features/marketing/components/featured-course.tsx';
import { HeroBanner } from '@/features/marketing/components/hero-banner.tsx';
import {
  FaqSection,
  OurClassesSection,
  TestimonialsSection,
} from '@/features/marketing/components/home-lazy-sections.tsx';
import { HowToApply } from '@/features/marketing/components/how-to-apply.tsx';
import { WhyChooseUs } from '@/features/marketing/components/why-choose-us.tsx';
import { homeContent } from '@/content/marketing.ts';
import { usePageTitle } from '@/lib/page-title.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';

/** Each section hydrates on its own (see the boundaries in layout.tsx). */
export default function HomePage() {
  usePageTitle(homeContent.title, homeContent.metaDescription);
  return (
    <>
      <HydrationBoundary>
        <HeroBanner />
      </HydrationBoundary>
      <HydrationBoundary>
        <BrochureStrip />
      </HydrationBoundary>
      <HydrationBoundary>
        <CounterStrip />
      </HydrationBoundary>
      <HydrationBoundary>
        <FeaturedCourse />
      </HydrationBoundary>
      <HydrationBoundary>
        <WhyChooseUs />
      </HydrationBoundary>
      <HydrationBoundary>
        <Curriculum />
      </HydrationBoundary>
      <HydrationBoundary>
        <HowToApply />
      </HydrationBoundary>
      <OurClassesSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
