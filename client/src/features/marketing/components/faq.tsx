import { Accordion, Heading, Text } from '@chakra-ui/react';
import { homeContent } from '@/content/marketing.ts';

const text = homeContent.faq;

/** The eight questions: one answer open at a time, and the open one can be closed. */
export function Faq() {
  return (
    <Accordion.Root collapsible variant="enclosed" size="lg" maxW="3xl" mx="auto">
      {text.items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index + 1}`}>
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            <Accordion.ItemTrigger cursor="pointer">
              <Text as="span" flex="1" textAlign="start">
                {item.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
