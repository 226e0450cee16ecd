import { legalCatalogue } from '@/content/legal.ts';
import { LegalPage } from '@/features/marketing/components/legal-page.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

export default function PrivacyPage() {
  const { privacyContent } = useText(legalCatalogue);
  return <LegalPage document={privacyContent} />;
}
