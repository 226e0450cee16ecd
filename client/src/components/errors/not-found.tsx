import { Text } from '@chakra-ui/react';
import { MessagePage } from '@/components/ui/message-page.tsx';
import { paths } from '@/config/paths.ts';
import { shellCatalogue } from '@/content/shell.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useNotFound } from '@/lib/page-title.ts';

/** The not-found page (SPEC.md §2): a large 404, the message and a way back home. */
export function NotFound() {
  const { notFoundText } = useText(shellCatalogue);
  useNotFound(notFoundText.title);
  return (
    <MessagePage
      figure={
        <Text
          aria-hidden="true"
          fontFamily="heading"
          fontWeight="bold"
          lineHeight="1"
          fontSize={{ base: '7xl', md: '9xl' }}
          color="brand.solid"
        >
          {notFoundText.code}
        </Text>
      }
      heading={notFoundText.heading}
      body={notFoundText.body}
      links={[{ to: paths.home, label: notFoundText.homeLink }]}
    />
  );
}
