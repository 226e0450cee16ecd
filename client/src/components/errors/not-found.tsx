import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { notFoundText } from '@/content/shell.ts';
import { paths } from '@/config/paths.ts';
import { useNotFound } from '@/lib/page-title.ts';

/** The not-found page (SPEC.md §2): a large 404, the message and a way back home. */
export function NotFound() {
  useNotFound(notFoundText.title);
  return (
    <VStack as="section" gap="5" py={{ base: '16', md: '24' }} px="4" textAlign="center">
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
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {notFoundText.heading}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {notFoundText.body}
      </Text>
      <Box>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.home}>{notFoundText.homeLink}</RouterLink>
        </Button>
      </Box>
    </VStack>
  );
}
