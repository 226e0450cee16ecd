import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface PageSectionProps extends Omit<BoxProps, 'title'> {
  heading: string;
  intro?: string;
  /** Extra content beside the heading, such as a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A page block: a labelled section with its h2, an optional intro, and its content. */
export function PageSection({ heading, intro, aside, children, ...box }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      py={{ base: '12', md: '16' }}
      contentVisibility="auto"
      containIntrinsicSize="auto 640px"
      {...box}
    >
      <Container maxW="6xl">
        <Box mb={{ base: '6', md: '8' }} textAlign={{ base: 'left', md: 'center' }}>
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} mb="2">
            {heading}
          </Heading>
          {intro ? (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto">
              {intro}
            </Text>
          ) : null}
          {aside}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
