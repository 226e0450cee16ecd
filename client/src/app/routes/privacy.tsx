import { legalCatalogue, type LegalSection } from '@/content/legal.ts';
import { routeManifest } from '@/config/routes.ts';
import { LegalPage } from '@/features/marketing/components/legal-page.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useRouteQuery } from '@/lib/route-query.ts';

/**
 * The privacy notice: its sections, then the grievance contact the academy configures
 * (GRIEVANCE_EMAIL, asked of the API and in the page as served) and the support contact.
 */
export default function PrivacyPage() {
  const { privacyContent, privacyContact } = useText(legalCatalogue);
  const { data } = useRouteQuery(routeManifest.privacy.data.notice);
  const grievanceEmail = data?.privacyNotice.grievanceEmail;
  const contact: LegalSection = {
    heading: privacyContact.heading,
    paragraphs: [
      ...(grievanceEmail ? [privacyContact.grievance(grievanceEmail)] : []),
      privacyContact.support,
    ],
  };
  return (
    <LegalPage document={{ ...privacyContent, sections: [...privacyContent.sections, contact] }} />
  );
}
