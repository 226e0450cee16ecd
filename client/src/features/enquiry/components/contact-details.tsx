import { Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons.tsx';
import { contactCatalogue } from '@/content/contact.ts';
import { siteCatalogue } from '@/content/site.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <HStack as="li" gap="4" align="flex-start">
      <Box bg="brand.muted" color="brand.fg" rounded="lg" p="2.5" flexShrink={0}>
        {icon}
      </Box>
      <Stack gap="0.5">
        <Text fontWeight="semibold">{label}</Text>
        {children}
      </Stack>
    </HStack>
  );
}

/** How to reach the academy: e-mail, the two phone numbers and the support hours. */
export function ContactDetails() {
  const text = useText(contactCatalogue).contactContent.details;
  const { site } = useText(siteCatalogue);
  return (
    <Card.Root as="section" aria-labelledby="contact-details-heading" variant="outline" h="full">
      <Card.Body gap="6">
        <Heading as="h2" id="contact-details-heading" size="xl">
          {text.heading}
        </Heading>
        <Stack as="ul" gap="5" listStyleType="none">
          <Detail icon={<MailIcon boxSize="5" />} label={text.emailLabel}>
            <Link href={`mailto:${site.email}`} color="brand.fg">
              {site.email}
            </Link>
          </Detail>
          <Detail icon={<PhoneIcon boxSize="5" />} label={text.phoneLabel}>
            {site.phones.map((phone) => (
              <Link key={phone} href={telHref(phone)} color="brand.fg">
                {phone}
              </Link>
            ))}
          </Detail>
          <Detail icon={<ClockIcon boxSize="5" />} label={text.hoursLabel}>
            <Text>{site.hours}</Text>
          </Detail>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
