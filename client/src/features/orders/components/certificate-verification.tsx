import { Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { MessagePage } from '@/components/ui/message-page.tsx';
import { paths } from '@/config/paths.ts';
import { routeManifest } from '@/config/routes.ts';
import { papersCatalogue } from '@/content/papers.ts';
import { site } from '@/content/site.ts';
import type { CertificatePageQuery } from '@/gql/route-queries.ts';
import { formatDate } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { useRouteQuery } from '@/lib/route-query.ts';

type Certificate = NonNullable<CertificatePageQuery['certificate']>;

/** Devanagari in a name: its element says so, for screen readers and fonts. */
const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * A certificate's public verification page: who finished which course and when, with its
 * PDF. Anyone with the link may open it; an unknown code is the not-found page, and a
 * certificate whose student deleted their account says it was withdrawn.
 */
export function CertificateVerification() {
  const { certificatePage: text } = useText(papersCatalogue);
  const { data, loading, error } = useRouteQuery(routeManifest.certificate.data.certificate);
  const certificate = data?.certificate;

  if (!loading && data && certificate === null) return <NotFound />;
  if (certificate?.withdrawnAt) {
    return (
      <MessagePage
        heading={text.withdrawn.heading}
        body={text.withdrawn.body(certificate.code)}
        links={[{ to: paths.home, label: text.visit }]}
      />
    );
  }
  if (certificate) return <CertificateCard certificate={certificate} />;
  if (error) return <MessagePage heading={text.heading} body={text.unavailable} alert />;
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {text.heading}
      </Heading>
      <Spinner mt="6" color="brand.solid" aria-label={text.loading} />
    </Container>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { certificatePage: text } = useText(papersCatalogue);
  const language = useLanguage();
  const nameLanguage =
    DEVANAGARI.test(certificate.studentName) && language !== 'hi' ? 'hi' : undefined;
  const facts: (readonly [string, string])[] = [
    [text.completedOn, formatDate(certificate.completedAt, language)],
    [text.issuedOn, formatDate(certificate.issuedAt, language)],
    [text.code, certificate.code],
    // A course with weekly quizzes certifies a score, not only lessons pressed done.
    ...(certificate.finalScorePercent == null
      ? []
      : [[text.finalScore, text.percent(certificate.finalScorePercent)] as const]),
    ...(certificate.passMarkPercent == null
      ? []
      : [[text.passMark, text.percent(certificate.passMarkPercent)] as const]),
  ];
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack
        gap="3"
        align="center"
        textAlign="center"
        bg="bg.panel"
        borderWidth="3px"
        borderColor="brand.solid"
        borderRadius="l3"
        px={{ base: '5', md: '10' }}
        py={{ base: '8', md: '10' }}
      >
        <Text color="brand.fg" fontWeight="bold" letterSpacing="wider" textTransform="uppercase">
          {site.brandName}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {text.heading}
        </Heading>
        <Text
          bg="green.subtle"
          color="green.fg"
          fontWeight="bold"
          borderRadius="full"
          px="4"
          py="1"
        >
          {text.verified}
        </Text>
        <Text
          data-testid="certificate-name"
          lang={nameLanguage}
          fontSize="2xl"
          fontWeight="bold"
          mt="4"
          overflowWrap="anywhere"
        >
          {certificate.studentName}
        </Text>
        <Text>{text.completed}</Text>
        <Text
          data-testid="certificate-course"
          fontSize="xl"
          fontWeight="bold"
          overflowWrap="anywhere"
        >
          {certificate.courseTitle}
        </Text>
        <FactList
          facts={facts}
          aria-label={text.factsLabel}
          gridTemplateColumns="auto auto"
          textAlign="start"
          mt="4"
          labelStyle={{ color: 'fg.muted' }}
          valueStyle={{ fontWeight: 'bold' }}
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="6" mt="6" align="center">
          <Link
            href={language === 'hi' ? certificate.hindiPdfUrl : certificate.pdfUrl}
            fontWeight="bold"
            color="brand.fg"
          >
            {text.download}
          </Link>
          <Link asChild fontWeight="bold" color="brand.fg">
            <RouterLink to={paths.home}>{text.visit}</RouterLink>
          </Link>
        </Stack>
      </Stack>
    </Container>
  );
}
