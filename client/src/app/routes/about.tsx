import {
  AboutIntro,
  OurStory,
  OurValues,
} from '@/features/marketing/components/about-sections.tsx';

export default function AboutPage() {
  return (
    <>
      <AboutIntro />
      <OurStory />
      <OurValues />
    </>
  );
}
