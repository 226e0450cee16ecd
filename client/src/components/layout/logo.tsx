import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { siteCatalogue } from '@/content/site.ts';
import { shellCatalogue } from '@/content/shell.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The academy's mark: three rising candles in a gold tile. */
export function LogoMark({ size = 9 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" flexShrink={0} boxSize={size} aria-hidden="true">
      <svg viewBox="0 0 40 40" width="100%" height="100%" focusable="false">
        <rect width="40" height="40" rx="10" fill="#825e12" />
        <path
          d="M11 14v16M20 9v21M29 6v18"
          stroke="#f9ecc4"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <rect x="8" y="18" width="6" height="8" rx="1.2" fill="#f2d98a" />
        <rect x="17" y="13" width="6" height="11" rx="1.2" fill="#fdf8e9" />
        <rect x="26" y="9" width="6" height="10" rx="1.2" fill="#eac454" />
        <path d="M7 32.5h26" stroke="#f2d98a" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </Box>
  );
}

/** The brand in the navbar: mark and name, linking home. */
export function Logo() {
  const { site } = useText(siteCatalogue);
  const { shellText } = useText(shellCatalogue);
  return (
    <Link
      asChild
      aria-label={shellText.homeLinkLabel}
      color="fg"
      textDecoration="none"
      _hover={{ textDecoration: 'none', color: 'brand.fg' }}
      rounded="md"
    >
      <RouterLink to={paths.home}>
        <HStack gap="2.5">
          <LogoMark />
          <Text
            as="span"
            fontFamily="heading"
            fontWeight="bold"
            lineHeight="1.1"
            fontSize={{ base: 'md', lg: 'lg' }}
          >
            {site.shortName}
            <Text as="span" display={{ base: 'none', sm: 'inline', md: 'none', lg: 'inline' }}>
              {' '}
              {site.brandName.replace(site.shortName, '').trim()}
            </Text>
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
