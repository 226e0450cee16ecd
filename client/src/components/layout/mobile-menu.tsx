import { IconButton } from '@chakra-ui/react';
import { Suspense, lazy, useRef, useState } from 'react';
import { shellText } from '@/content/shell.ts';
import { MenuIcon } from '@/components/ui/icons.tsx';
import type { AccountSlot } from './account-slot.ts';

const loadDrawer = () => import('./mobile-menu-drawer.tsx');
// The drawer's code (focus trap, scroll lock, transitions) loads when the menu is wanted.
const MobileMenuDrawer = lazy(loadDrawer);

/** Below 768 px the navbar's links and account actions move into a drawer behind this button. */
export function MobileMenu({ account }: { account?: AccountSlot | undefined }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDrawer();
  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={shellText.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            account={account}
            returnFocusTo={() => buttonRef.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
