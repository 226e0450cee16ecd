import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { BulletList } from '@/components/ui/bullet-list.tsx';
import type { LegalDocument, LegalSection } from '@/content/legal.ts';

function Section({ section }: { section: LegalSection }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" mb="3">
        {section.heading}
      </Heading>
      <Stack gap="3">
        {section.paragraphs?.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.list ? <BulletList items={section.list} /> : null}
      </Stack>
    </Box>
  );
}

/** A legal page (terms, privacy, cancellation): title, date, introduction and sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '14' }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {document.heading}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {document.lastUpdated}
        </Text>
      </Stack>
      <Stack gap="8" lineHeight="1.7">
        <Text fontSize="lg">{document.intro}</Text>
        {document.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </Stack>
    </Container>
  );
}
