import { ContactPageContent } from '@/features/enquiry/components/contact-page.tsx';

export default function ContactPage() {
  return <ContactPageContent />;
}
