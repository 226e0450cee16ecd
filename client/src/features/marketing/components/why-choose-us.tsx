import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { marketingCatalogue } from '@/content/marketing.ts';
import {
  ChartIcon,
  LiveIcon,
  PeopleIcon,
  ClockIcon,
  ShieldIcon,
  SupportIcon,
} from '@/components/ui/icons.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

const icons = [LiveIcon, ClockIcon, SupportIcon, ShieldIcon, ChartIcon, PeopleIcon];

/** Six reasons to learn with the academy. */
export function WhyChooseUs() {
  const text = useText(marketingCatalogue).homeContent.whyChooseUs;
  return (
    <PageSection heading={text.heading} intro={text.intro}>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none">
        {text.items.map((item, index) => {
          const Glyph = icons[index % icons.length] ?? ChartIcon;
          return (
            <Card.Root as="li" key={item.title} variant="outline">
              <Card.Body gap="3">
                <Box bg="brand.muted" color="brand.fg" rounded="lg" p="2.5" alignSelf="flex-start">
                  <Glyph boxSize="6" />
                </Box>
                <Heading as="h3" size="lg">
                  {item.title}
                </Heading>
                <Text color="fg.muted">{item.body}</Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </PageSection>
  );
}
