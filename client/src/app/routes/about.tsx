import { aboutContent } from '@/content/marketing.ts';
import {
  AboutIntro,
  OurStory,
  OurValues,
} from '@/features/marketing/components/about-sections.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function AboutPage() {
  usePageTitle(aboutContent.title, aboutContent.metaDescription);
  return (
    <>
      <AboutIntro />
      <OurStory />
      <OurValues />
    </>
  );
}
