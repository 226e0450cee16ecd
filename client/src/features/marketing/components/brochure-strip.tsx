import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { brochureText, homeContent } from '@/content/marketing.ts';
import { BrochureLink } from './brochure-link.tsx';
import { DocumentIcon } from '@/components/ui/icons.tsx';

const text = homeContent.brochureStrip;

/** A band offering the course brochure PDF. */
export function BrochureStrip() {
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
