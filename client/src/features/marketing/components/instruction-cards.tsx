import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { instructionCatalogue, type InstructionTopic } from '@/content/instruction.ts';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

function TopicList({
  items,
  id,
  hidden,
}: {
  items: readonly string[];
  id?: string;
  hidden?: boolean;
}) {
  return (
    <Stack
      as="ul"
      id={id}
      hidden={hidden}
      display={hidden ? 'none' : 'flex'}
      gap="2"
      listStyleType="none"
    >
      {items.map((item) => (
        <HStack as="li" key={item} gap="2" alignItems="flex-start">
          <CheckIcon color="brand.solid" mt="1" flexShrink={0} />
          <Text>{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function InstructionCard({ card, index }: { card: InstructionTopic; index: number }) {
  const { instructionContent: text } = useText(instructionCatalogue);
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" data-topic={card.id}>
      <Card.Body gap="3">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </Text>
        <Heading as="h2" size="lg" id={titleId}>
          {card.title}
        </Heading>
        <TopicList items={card.topics} />
        <TopicList items={card.more} id={moreId} hidden={!open} />
      </Card.Body>
      <Card.Footer>
        <Button
          variant="plain"
          colorPalette="brand"
          color="brand.fg"
          px="0"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen(!open)}
        >
          {open ? text.readLess : text.readMore}
          <VisuallyHidden>{`: ${card.title}`}</VisuallyHidden>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The twelve topics installed within the course, each with more behind Read more. */
export function InstructionCards() {
  const { instructionContent: text } = useText(instructionCatalogue);
  return (
    <Box as="section" aria-labelledby="instruction-heading" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Box mb="8" textAlign={{ base: 'left', md: 'center' }}>
          <Heading as="h1" id="instruction-heading" size={{ base: '2xl', md: '4xl' }} mb="3">
            {text.heading}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl" mx="auto">
            {text.intro}
          </Text>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" alignItems="start">
          {text.cards.map((card, index) => (
            <InstructionCard key={card.id} card={card} index={index} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
