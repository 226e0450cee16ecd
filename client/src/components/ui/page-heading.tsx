import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  heading: ReactNode;
  /** A sentence under the heading, in muted type. */
  intro?: ReactNode;
  /** What stands above the heading (a way back). */
  children?: ReactNode;
}

/** A page's h1 and the sentence that introduces it, as the sign-in and staff pages open. */
export function PageHeading({ heading, intro, children }: PageHeadingProps) {
  return (
    <Stack gap="2">
      {children}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {heading}
      </Heading>
      {intro ? <Text color="fg.muted">{intro}</Text> : null}
    </Stack>
  );
}
