import { legalCatalogue } from '@/content/legal.ts';
import { LegalPage } from '@/features/marketing/components/legal-page.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

export default function TermsPage() {
  const { termsContent } = useText(legalCatalogue);
  return <LegalPage document={termsContent} />;
}
