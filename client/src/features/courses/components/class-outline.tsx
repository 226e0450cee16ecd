import { Badge, Box, Flex, Heading, HStack, Image, Span, Stack, Text } from '@chakra-ui/react';
import { Disclosure } from '@/components/ui/disclosure.tsx';
import { loadingOf } from '@/components/ui/picture.tsx';
import { coursesCatalogue } from '@/content/courses.ts';
import type { ClassOutline_ItemFragment } from '@/gql/route-queries.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

interface ClassOutlineProps {
  items: ClassOutline_ItemFragment[];
}

/**
 * 'Courses in this program' (SPEC.md §2): the class items as an accordion, one open at a
 * time, each with its thumbnail, week, file type and description.
 */
export function ClassOutline({ items }: ClassOutlineProps) {
  const { courseDetailContent: text } = useText(coursesCatalogue);
  return (
    <Box as="section" aria-labelledby="program-heading">
      <Heading as="h2" id="program-heading" size="xl" mb="4">
        {text.programHeading}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{text.programEmpty}</Text>
      ) : (
        <Stack gap="3">
          {items.map((item) => (
            <Disclosure
              key={item.id}
              name="course-outline"
              summary={
                <Heading as="h3" size="md" flex="1" minW="0">
                  <Flex as="span" gap="3" align="center" wrap="wrap">
                    <Badge colorPalette="brand" variant="solid" flexShrink={0}>
                      {text.week(item.week)}
                    </Badge>
                    <Span flex="1" minW="0">
                      {item.title}
                    </Span>
                  </Flex>
                </Heading>
              }
            >
              <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
                {item.thumbnailUrl ? (
                  <Image
                    src={item.thumbnailUrl}
                    alt={text.thumbnailAlt(item.title)}
                    {...loadingOf(false)}
                    width="320"
                    height="180"
                    w={{ base: 'full', sm: '48' }}
                    h="auto"
                    aspectRatio={16 / 9}
                    objectFit="cover"
                    borderRadius="md"
                    flexShrink={0}
                  />
                ) : null}
                <Stack gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Text fontSize="sm" fontWeight="semibold">
                      {text.week(item.week)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" aria-hidden="true">
                      ·
                    </Text>
                    <Text fontSize="sm">
                      {text.fileTypeLabel}: {text.fileType[item.fileType]}
                    </Text>
                  </HStack>
                  <Text color="fg.muted">{item.description}</Text>
                </Stack>
              </Flex>
            </Disclosure>
          ))}
        </Stack>
      )}
    </Box>
  );
}
