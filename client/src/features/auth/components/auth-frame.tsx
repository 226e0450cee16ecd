import { Box, Card, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { authAside } from '@/content/auth.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';

export interface AuthFrameProps {
  heading: string;
  intro: string;
  children: ReactNode;
  /** The line under the form, such as the link to the other auth page. */
  footer: ReactNode;
}

/** The frame of the Sign In and Sign Up pages: the form card beside a short brand panel. */
export function AuthFrame({ heading, intro, children, footer }: AuthFrameProps) {
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Grid
        templateColumns={{ base: '1fr', lg: '5fr 6fr' }}
        gap="0"
        rounded="2xl"
        overflow="hidden"
        shadow="lg"
        borderWidth="1px"
      >
        <Box
          hideBelow="lg"
          bgGradient="to-br"
          gradientFrom="brand.800"
          gradientTo="brand.950"
          color="white"
          p="10"
          display="flex"
          flexDirection="column"
          justifyContent="center"
        >
          <Heading as="p" size="2xl" mb="6" lineHeight="short">
            {authAside.heading}
          </Heading>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" color="brand.100">
            {authAside.points.map((point) => (
              <HStack as="li" key={point} align="flex-start" gap="3">
                <Box as="span" mt="2" boxSize="2" rounded="full" bg="brand.300" flexShrink={0} />
                <span>{point}</span>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Card.Root variant="elevated" rounded="none" shadow="none" border="none">
          <Card.Body p={{ base: '6', md: '10' }} gap="6">
            <Stack gap="2">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {heading}
              </Heading>
              <Text color="fg.muted">{intro}</Text>
            </Stack>
            {/* A part of its own: a press on the form hydrates the form alone first. */}
            <HydrationBoundary>{children}</HydrationBoundary>
            <Text textAlign="center" color="fg.muted">
              {footer}
            </Text>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
}
