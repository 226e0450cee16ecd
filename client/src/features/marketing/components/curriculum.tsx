import { Badge, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { marketingCatalogue } from '@/content/marketing.ts';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The 8-week outline, one card per week. */
export function Curriculum() {
  const text = useText(marketingCatalogue).homeContent.curriculum;
  return (
    <PageSection heading={text.heading} intro={text.intro} bg="bg.subtle">
      <SimpleGrid
        as="ol"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="5"
        listStyleType="none"
        data-testid="curriculum"
      >
        {text.weeks.map((week, index) => (
          <Card.Root
            as="li"
            key={week.title}
            variant="elevated"
            borderTopWidth="4px"
            borderTopColor="brand.solid"
          >
            <Card.Body gap="2">
              <Badge alignSelf="flex-start" colorPalette="brand" variant="solid">
                {text.weekLabel(index + 1)}
              </Badge>
              <Heading as="h3" size="md">
                {week.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {week.body}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
