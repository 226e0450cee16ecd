import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { marketingCatalogue } from '@/content/marketing.ts';
import { siteCatalogue } from '@/content/site.ts';
import { BrochureLink } from './brochure-link.tsx';
import { DocumentIcon } from '@/components/ui/icons.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** A band offering the course brochure PDF. */
export function BrochureStrip() {
  const { homeContent } = useText(marketingCatalogue);
  const { brochureText } = useText(siteCatalogue);
  const text = homeContent.brochureStrip;
  return (
    <Box as="section" aria-labelledby="brochure-strip-heading" bg="brand.subtle" py="8">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }}>
          <Box
            flexShrink={0}
            bg="brand.solid"
            color="brand.contrast"
            rounded="xl"
            p="3"
            alignSelf="flex-start"
          >
            <DocumentIcon boxSize="8" />
          </Box>
          <Stack gap="1" flex="1">
            <Heading as="h2" id="brochure-strip-heading" size="xl">
              {text.heading}
            </Heading>
            <Text color="fg.muted">{text.body}</Text>
          </Stack>
          <Stack gap="1" align={{ base: 'stretch', md: 'center' }}>
            <BrochureLink colorPalette="brand" size="lg" />
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {brochureText.fileNote}
            </Text>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}
