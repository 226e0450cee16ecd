import { Heading, Text, VStack } from '@chakra-ui/react';
import { NotFound } from './not-found.tsx';

export interface ErrorPageProps {
  /** The error text to show; without it the page is the not-found page. */
  error?: string | null;
  /**
   * Where the text splits into heading and body (SPEC.md §8): 36 on the course pages,
   * 60 for orders and classes. The body ends at character 200.
   */
  splitAt: number;
}

const BODY_END = 200;

/**
 * The page shown when a list failed to load with nothing to show (SPEC.md §8). The error
 * text is split into a heading and a body; there is no Go Home link when an error is given.
 */
export function ErrorPage({ error, splitAt }: ErrorPageProps) {
  if (!error) return <NotFound />;
  const heading = error.slice(0, splitAt).trim();
  const body = error.slice(splitAt, BODY_END).trim();
  return (
    <VStack
      as="section"
      role="alert"
      gap="4"
      py={{ base: '14', md: '20' }}
      px="4"
      textAlign="center"
      maxW="3xl"
      mx="auto"
    >
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {heading}
      </Heading>
      {body ? (
        <Text color="fg.muted" fontSize="lg">
          {body}
        </Text>
      ) : null}
    </VStack>
  );
}
