import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { marketingCatalogue } from '@/content/marketing.ts';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The four steps from payment to an assigned relationship manager. */
export function HowToApply() {
  const text = useText(marketingCatalogue).homeContent.howToApply;
  return (
    <PageSection heading={text.heading} intro={text.intro}>
      <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="6" listStyleType="none">
        {text.steps.map((step, index) => (
          <Box as="li" key={step.title} position="relative">
            <Stack gap="3">
              <Circle
                size="12"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="bold"
                fontSize="lg"
                aria-hidden="true"
              >
                {index + 1}
              </Circle>
              <Heading as="h3" size="lg">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.body}</Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
