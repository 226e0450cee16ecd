import { CertificateVerification } from '@/features/orders/components/certificate-verification.tsx';

export default function CertificatePage() {
  return <CertificateVerification />;
}
