import { CloseButton, Drawer, Portal, Separator } from '@chakra-ui/react';
import { shellText } from '@/content/shell.ts';
import type { AccountSlot } from './account-slot.ts';
import { NavLinks } from './nav-links.tsx';

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account?: AccountSlot | undefined;
  /** The element focus goes back to when the drawer closes (the menu button). */
  returnFocusTo: () => HTMLElement | null;
}

/** The mobile menu: the main links and the account controls in a drawer from the right. */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
  account,
  returnFocusTo,
}: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false);
  const Controls = account?.Controls;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      finalFocusEl={returnFocusTo}
      // Focus cannot leave a modal drawer (it is trapped), and React's development double
      // mount makes the drawer's own content look "outside" when it mounts open: ignore it.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{shellText.mobileMenuTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={shellText.mainNavLabel}>
                <NavLinks direction="column" gap="1" onNavigate={close} />
              </nav>
              {Controls ? (
                <>
                  <Separator my="5" />
                  <Controls placement="drawer" onAction={close} returnFocusTo={returnFocusTo} />
                </>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={shellText.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
