import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { shellCatalogue } from '@/content/shell.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { AccountSlot } from './account-slot.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { barLinkStyle, NavLinks } from './nav-links.tsx';

/**
 * The sticky top bar: logo, the four main links, the language switch (from 992 px) and the
 * account controls; below 768 px the links, the switch and the controls are in the mobile
 * menu. The footer has the switch at every width.
 */
export function Navbar({ account }: { account?: AccountSlot | undefined }) {
  const { shellText } = useText(shellCatalogue);
  const Controls = account?.Controls;
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      shadow="xs"
    >
      <NavigationProgress />
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
          <Logo />
          <HStack gap={{ md: '2', lg: '6' }} hideBelow="md">
            <Box as="nav" aria-label={shellText.mainNavLabel}>
              <NavLinks direction="row" gap={{ md: '0', lg: '1' }} />
            </Box>
            {/* From 992 px: between 768 and 992 px the links and controls fill the bar,
                and the switch is in the footer. */}
            <LanguageSwitch hideBelow="lg" {...barLinkStyle} />
            {Controls ? <Controls placement="navbar" /> : null}
          </HStack>
          <Box hideFrom="md">
            <MobileMenu account={account} />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

/** A thin gold bar while the next page's code and data load. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      position="absolute"
      top="0"
      left="0"
      h="3px"
      w="full"
      bg="brand.solid"
      transformOrigin="left"
      animation="pulse 1s ease-in-out infinite"
      aria-hidden="true"
      data-testid="navigation-progress"
    />
  );
}
