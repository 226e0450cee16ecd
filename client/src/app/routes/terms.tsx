import { termsContent } from '@/content/legal.ts';
import { LegalPage } from '@/features/marketing/components/legal-page.tsx';

export default function TermsPage() {
  return <LegalPage document={termsContent} />;
}
