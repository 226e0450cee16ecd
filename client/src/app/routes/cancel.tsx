import { cancelContent } from '@/content/legal.ts';
import { LegalPage } from '@/features/marketing/components/legal-page.tsx';

export default function CancellationPolicyPage() {
  return <LegalPage document={cancelContent} />;
}
