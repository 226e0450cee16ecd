import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CheckIcon,
  JournalIcon,
  ListIcon,
  TaskIcon,
  TrendIcon,
  UserIcon,
} from '@/components/ui/icons.tsx';
import { coursesCatalogue } from '@/content/courses.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/**
 * The features' glyphs, in the features' order (Journaling, Faculty Support, Trade
 * Monitoring, Set of Rules, Assignments): by position, as the titles differ by language.
 */
const icons = [JournalIcon, UserIcon, TrendIcon, ListIcon, TaskIcon];

/** The 'Learning is Not Enough' row (SPEC.md §2): the five habits the course builds. */
export function LearningFeatures() {
  const { learningFeatures } = useText(coursesCatalogue);
  return (
    <Stack as="section" gap="6" aria-labelledby="learning-heading" py={{ base: '8', md: '12' }}>
      <Stack gap="2" textAlign="center">
        <Heading as="h2" id="learning-heading" size={{ base: 'xl', md: '2xl' }}>
          {learningFeatures.heading}
        </Heading>
        <Text color="fg.muted">{learningFeatures.intro}</Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {learningFeatures.items.map((feature, index) => {
          const Glyph = icons[index] ?? CheckIcon;
          return (
            <Box
              as="li"
              key={feature.title}
              borderWidth="1px"
              borderRadius="lg"
              p="5"
              bg="brand.subtle"
              textAlign="center"
            >
              <Circle size="12" mx="auto" mb="3" bg="brand.solid" color="brand.contrast">
                <Glyph boxSize="6" />
              </Circle>
              <Heading as="h3" size="md" mb="2">
                {feature.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {feature.text}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
