import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { coursesCatalogue } from '@/content/courses.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

interface CourseOverviewProps {
  weekRange: string;
  lessonCount: number;
}

/** The overview tiles (SPEC.md §2): Self-paced, the week range and the lesson count. */
export function CourseOverview({ weekRange, lessonCount }: CourseOverviewProps) {
  const { courseDetailContent: text } = useText(coursesCatalogue);
  const tiles = [
    { label: text.overview.modeLabel, value: text.overview.mode },
    { label: text.overview.durationLabel, value: text.overview.duration(weekRange) },
    { label: text.overview.lessonsLabel, value: text.lessonCount(lessonCount) },
  ];
  return (
    <Box as="section" aria-labelledby="overview-heading">
      <Heading as="h2" id="overview-heading" size="xl" mb="4">
        {text.overviewHeading}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
        {tiles.map((tile) => (
          <Box
            key={tile.label}
            borderWidth="1px"
            borderColor="brand.emphasized"
            bg="brand.subtle"
            borderRadius="lg"
            p="5"
            textAlign="center"
          >
            <Text
              as="dt"
              fontSize="sm"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {tile.label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="semibold" mt="1">
              {tile.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
