import { Box, Card, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { contactCatalogue } from '@/content/contact.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { ContactDetails } from './contact-details.tsx';
import { EnquiryForm } from './enquiry-form.tsx';

/** The Contact page's body: heading, contact details and the enquiry form. */
export function ContactPageContent() {
  const { contactContent: text } = useText(contactCatalogue);
  return (
    <Container maxW="6xl" py={{ base: '10', md: '14' }}>
      <Stack gap="3" mb="8" textAlign={{ base: 'left', md: 'center' }} align={{ md: 'center' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {text.heading}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {text.intro}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="6" alignItems="start">
        {/* Parts of their own: a press on the form hydrates the form alone first. */}
        <HydrationBoundary>
          <ContactDetails />
        </HydrationBoundary>
        <Card.Root as="section" aria-labelledby="enquiry-heading" variant="outline">
          <Card.Body gap="5">
            <Box>
              <Heading as="h2" id="enquiry-heading" size="xl" mb="1">
                {text.form.heading}
              </Heading>
              <Text color="fg.muted">{text.form.intro}</Text>
            </Box>
            <HydrationBoundary>
              <EnquiryForm labelledBy="enquiry-heading" />
            </HydrationBoundary>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
}
