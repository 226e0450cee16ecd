import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { paths } from '@/config/paths.ts';
import { siteCatalogue } from '@/content/site.ts';
import { shellCatalogue } from '@/content/shell.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { ClockIcon, MailIcon, PhoneIcon, SocialIcon } from '@/components/ui/icons.tsx';
import { plainList } from '@/components/ui/plain-list.ts';
import { FrameLanguageSwitch } from './language-switch.tsx';
import { LogoMark } from './logo.tsx';
import { SiteLink } from './site-link.tsx';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const footerLinkStyle = {
  color: 'gray.200',
  textDecoration: 'none',
  _hover: { color: 'brand.300', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
} as const;

/**
 * The site footer: about, social links, quick links, contacts, copyright, legal links and
 * the language switch.
 */
export function Footer() {
  const { site, footerLinks } = useText(siteCatalogue);
  const { shellText } = useText(shellCatalogue);
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="gray.200" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: '8', lg: '10' }}>
          <Stack gap="4" gridColumn={{ lg: 'span 2' }} maxW="md">
            <HStack gap="2.5">
              <LogoMark />
              <Text fontFamily="heading" fontWeight="bold" fontSize="lg" color="white">
                {site.brandName}
              </Text>
            </HStack>
            <Heading as="h2" srOnly>
              {shellText.footer.aboutHeading}
            </Heading>
            <Text fontSize="sm">{site.footer.about}</Text>
            <HStack as="ul" {...plainList} gap="2" aria-label={shellText.footer.followUs}>
              {site.social.map((social) => (
                <li key={social.label}>
                  <Link
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="10"
                    rounded="full"
                    bg="whiteAlpha.100"
                    color="gray.100"
                    _hover={{ bg: 'brand.700', color: 'white' }}
                    _focusVisible={footerLinkStyle._focusVisible}
                  >
                    <SocialIcon network={social.label} boxSize="5" />
                  </Link>
                </li>
              ))}
            </HStack>
          </Stack>

          <Stack as="nav" aria-labelledby="footer-quick-links" gap="3">
            <Heading as="h2" id="footer-quick-links" size="sm" color="white">
              {shellText.footer.quickLinksHeading}
            </Heading>
            <Stack as="ul" {...plainList} gap="2" fontSize="sm">
              {footerLinks.quick.map(({ label, route }) => (
                <li key={route}>
                  <Link asChild {...footerLinkStyle}>
                    <SiteLink to={paths[route]}>{label}</SiteLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>

          <Stack gap="3">
            <Heading as="h2" size="sm" color="white">
              {shellText.footer.contactHeading}
            </Heading>
            <Stack as="ul" {...plainList} gap="2.5" fontSize="sm">
              {site.phones.map((phone) => (
                <li key={phone}>
                  <Link href={telHref(phone)} {...footerLinkStyle} display="inline-flex" gap="2">
                    <PhoneIcon boxSize="4" mt="0.5" />
                    <span>
                      <Box as="span" srOnly>
                        {shellText.footer.phoneLabel}{' '}
                      </Box>
                      {phone}
                    </span>
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  href={`mailto:${site.supportEmail}`}
                  {...footerLinkStyle}
                  display="inline-flex"
                  gap="2"
                >
                  <MailIcon boxSize="4" mt="0.5" />
                  <span>
                    <Box as="span" srOnly>
                      {shellText.footer.emailLabel}:{' '}
                    </Box>
                    {site.supportEmail}
                  </span>
                </Link>
              </li>
              <li>
                <Flex gap="2">
                  <ClockIcon boxSize="4" mt="0.5" />
                  <span>
                    <Box as="span" srOnly>
                      {shellText.footer.hoursLabel}:{' '}
                    </Box>
                    {site.hours}
                  </span>
                </Flex>
              </li>
            </Stack>
          </Stack>
        </SimpleGrid>
      </Container>

      <Box borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Container
          maxW="7xl"
          px={{ base: '4', md: '6' }}
          py="5"
          display="flex"
          flexDirection={{ base: 'column', md: 'row' }}
          gap="3"
          justifyContent="space-between"
          alignItems={{ base: 'flex-start', md: 'center' }}
          fontSize="sm"
        >
          <Stack gap="1">
            <Text>{site.footer.copyright(year)}</Text>
            <Text fontSize="xs" color="gray.300">
              {site.footer.disclaimer}
            </Text>
          </Stack>
          <Flex
            gap={{ base: '4', md: '5' }}
            align={{ base: 'flex-start', sm: 'center' }}
            direction={{ base: 'column', sm: 'row' }}
            wrap="wrap"
          >
            <Box as="nav" aria-label={shellText.footer.legalNavLabel}>
              <HStack as="ul" {...plainList} gap={{ base: '4', md: '5' }} flexWrap="wrap">
                {footerLinks.legal.map(({ label, route }) => (
                  <li key={route}>
                    <Link asChild {...footerLinkStyle}>
                      <SiteLink to={paths[route]}>{label}</SiteLink>
                    </Link>
                  </li>
                ))}
              </HStack>
            </Box>
            <FrameLanguageSwitch {...footerLinkStyle} />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
