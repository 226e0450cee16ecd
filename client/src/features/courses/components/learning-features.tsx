import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { learningFeatures } from '@/content/courses.ts';

const icons: Record<string, string> = {
  Journaling: 'M6 3h10l4 4v14H6zM9 9h7M9 13h7M9 17h4',
  'Faculty Support': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  'Trade Monitoring': 'M3 17l6-6 4 4 8-8M15 7h6v6',
  'Set of Rules': 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  Assignments: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
};

/** The 'Learning is Not Enough' row (SPEC.md §2): the five habits the course builds. */
export function LearningFeatures() {
  return (
    <Stack as="section" gap="6" aria-labelledby="learning-heading" py={{ base: '8', md: '12' }}>
      <Stack gap="2" textAlign="center">
        <Heading as="h2" id="learning-heading" size={{ base: 'xl', md: '2xl' }}>
          {learningFeatures.heading}
        </Heading>
        <Text color="fg.muted">{learningFeatures.intro}</Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {learningFeatures.items.map((feature) => (
          <Box
            as="li"
            key={feature.title}
            borderWidth="1px"
            borderRadius="lg"
            p="5"
            bg="brand.subtle"
            textAlign="center"
          >
            <Box
              aria-hidden="true"
              mx="auto"
              mb="3"
              w="12"
              h="12"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={icons[feature.title] ?? 'M12 4v16M4 12h16'} />
              </svg>
            </Box>
            <Heading as="h3" size="md" mb="2">
              {feature.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {feature.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
