import { Heading, Stack, Text } from '@chakra-ui/react';
import { Disclosure } from '@/components/ui/disclosure.tsx';
import { marketingCatalogue } from '@/content/marketing.ts';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The FAQ block: eight questions, one answer open at a time, and it closes again. */
export function FaqSection() {
  const text = useText(marketingCatalogue).homeContent.faq;
  return (
    <PageSection heading={text.heading} bg="bg.subtle">
      <Stack gap="3" maxW="3xl" mx="auto">
        {text.items.map((item) => (
          <Disclosure
            key={item.question}
            name="faq"
            summary={
              <Heading as="h3" fontSize="md" fontWeight="semibold" flex="1">
                {item.question}
              </Heading>
            }
          >
            <Text color="fg.muted">{item.answer}</Text>
          </Disclosure>
        ))}
      </Stack>
    </PageSection>
  );
}
