import { privacyContent } from '@/content/legal.ts';
import { LegalPage } from '@/features/marketing/components/legal-page.tsx';

export default function PrivacyPage() {
  return <LegalPage document={privacyContent} />;
}
