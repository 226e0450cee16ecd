import {
  AboutIntro,
  OurStory,
  OurValues,
} from '@/features/marketing/components/about-sections.tsx';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';

export default function AboutPage() {
  return (
    <>
      <HydrationBoundary>
        <AboutIntro />
      </HydrationBoundary>
      <HydrationBoundary later>
        <OurStory />
      </HydrationBoundary>
      <HydrationBoundary later>
        <OurValues />
      </HydrationBoundary>
    </>
  );
}
