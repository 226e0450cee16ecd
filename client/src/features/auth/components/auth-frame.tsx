import { Box, Card, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Form, SubmitButton, type FormProps } from '@/components/ui/form/form.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { plainList } from '@/components/ui/plain-list.ts';
import { authCatalogue } from '@/content/auth.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

interface AuthFrameProps<V extends FieldValues> extends FormProps<V> {
  text: {
    heading: string;
    intro: string;
    submit: string;
    submitting: string;
    /** The line under the form: a question and the link to the other account page. */
    other: { prompt: string; link: string };
  };
  /** Where that link goes. */
  otherPath: string;
  /** A part of its own below the form (another form: forms do not nest). */
  after?: ReactNode;
}

/**
 * The account pages (sign in, sign up, forgot and reset password): the form card, its fields (the children) above its
 * submit button, beside a short brand panel.
 */
export function AuthFrame<V extends FieldValues>({
  text,
  otherPath,
  after,
  children,
  ...form
}: AuthFrameProps<V>) {
  const { authAside } = useText(authCatalogue);
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
          <Stack as="ul" {...plainList} gap="4" color="brand.100">
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
            <PageHeading heading={text.heading} intro={text.intro} />
            {/* A part of its own: a press on the form hydrates the form alone first. */}
            <HydrationBoundary>
              <Form {...form}>
                <Stack gap="5">
                  {children}
                  <SubmitButton size="lg" busyLabel={text.submitting}>
                    {text.submit}
                  </SubmitButton>
                </Stack>
              </Form>
            </HydrationBoundary>
            {after}
            <Text textAlign="center" color="fg.muted">
              {text.other.prompt}{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={otherPath}>{text.other.link}</RouterLink>
              </Link>
            </Text>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
}
