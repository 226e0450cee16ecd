import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { shellText } from '@/content/shell.ts';
import type { AccountSlot } from './account-slot.ts';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';

/** The sticky top bar: logo, the four main links, and the account controls. */
export function Navbar({ account }: { account?: AccountSlot | undefined }) {
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
