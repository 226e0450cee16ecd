import { contactContent } from '@/content/contact.ts';
import { ContactPageContent } from '@/features/enquiry/components/contact-page.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function ContactPage() {
  usePageTitle(contactContent.title, contactContent.metaDescription);
  return <ContactPageContent />;
}
