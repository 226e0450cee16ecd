import { Button, Card, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { papersCatalogue } from '@/content/papers.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { OrderCard_OrderFragment } from '@/gql/graphql.ts';

type Certificate = NonNullable<OrderCard_OrderFragment['certificate']>;
type Text = (typeof papersCatalogue)['en']['papersContent'];

/** LinkedIn's add-to-profile link for a certification, filled in from the certificate. */
function linkedInAddUrl(certificate: Certificate, courseTitle: string, text: Text): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: text.certificate.linkedInName(courseTitle),
    organizationName: text.certificate.organization,
    issueYear: String(issued.getFullYear()),
    issueMonth: String(issued.getMonth() + 1),
    certUrl: certificate.url,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** WhatsApp's share link with a message and the verification page. */
function whatsAppShareUrl(certificate: Certificate, courseTitle: string, text: Text): string {
  const message = text.certificate.shareText(courseTitle, certificate.url);
  return `https://wa.me/?${new URLSearchParams({ text: message }).toString()}`;
}

/** Where a certificate can be shared, in the order its buttons stand. */
const shares = [
  { network: 'linkedIn', url: linkedInAddUrl },
  { network: 'whatsApp', url: whatsAppShareUrl },
] as const;

/** The order's receipt (PDF), a signed link for this session. */
export function ReceiptLink({ url, courseTitle }: { url: string; courseTitle: string }) {
  const { papersContent: text } = useText(papersCatalogue);
  return (
    <Button asChild variant="outline" colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
      <a href={url} download aria-label={text.receiptLabel(courseTitle)}>
        {text.downloadReceipt}
      </a>
    </Button>
  );
}

/** A finished course's certificate: download, verification page, LinkedIn and WhatsApp. */
export function CertificatePanel({
  certificate,
  courseTitle,
  headingId,
}: {
  certificate: Certificate;
  courseTitle: string;
  headingId: string;
}) {
  const { papersContent: text } = useText(papersCatalogue);
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h3" size="md" id={headingId}>
          {text.certificate.heading}
        </Heading>
        <Text fontSize="sm">{text.certificate.body(courseTitle)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {text.certificate.codeLabel}: <code>{certificate.code}</code>
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <a href={`${certificate.pdfUrl}?download`} download>
              {text.certificate.download}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={`${certificate.hindiPdfUrl}?download`} download lang="hi">
              {text.certificate.downloadHindi}
            </a>
          </Button>
          {shares.map(({ network, url }) => (
            <Button key={network} asChild size="sm" variant="outline" colorPalette="brand">
              <a href={url(certificate, courseTitle, text)} target="_blank" rel="noreferrer">
                {text.certificate[network]}
              </a>
            </Button>
          ))}
          <Link href={certificate.url} fontSize="sm" fontWeight="semibold">
            {text.certificate.view}
          </Link>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
