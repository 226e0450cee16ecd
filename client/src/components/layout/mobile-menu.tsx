import { Box, chakra, CloseButton, Heading, IconButton, Separator } from '@chakra-ui/react';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CrossIcon, MenuIcon } from '@/components/ui/icons.tsx';
import { useAppRunning } from '@/hooks/use-media-query.ts';
import { shellCatalogue } from '@/content/shell.ts';
import { paths } from '@/config/paths.ts';
import { siteCatalogue } from '@/content/site.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { usePreparePagesWhenIdle } from '@/lib/preload.ts';
import type { AccountSlot } from './account-slot.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { barLinkStyle, NavLinks } from './nav-links.tsx';

/**
 * A button's command on the dialog (the platform's invoker commands): the menu opens and
 * closes with no script at all, before the app has started or when it never does.
 */
const dialogCommand = (dialogId: string, command: 'show-modal' | 'close') => ({
  commandfor: dialogId,
  command,
});

/**
 * Below 768 px the navbar's links and account actions move into a panel behind this
 * button: the platform's modal <dialog>, which keeps focus inside while open, closes on
 * Escape and gives focus back to the button. Part of the first load (it is small), so the
 * menu opens the moment the button is pressed.
 *
 * A tap gives no warning the way a pointer resting on a link does, so the pages the menu
 * offers are got ready while it is open: the visitor is about to pick one.
 */
export function MobileMenu({ account }: { account?: AccountSlot | undefined }) {
  const { shellText } = useText(shellCatalogue);
  const { navLinks } = useText(siteCatalogue);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const Controls = account?.Controls;
  const { pathname } = useLocation();
  const appRunning = useAppRunning();
  usePreparePagesWhenIdle(
    open ? navLinks.map((link) => paths[link.route]).filter((to) => to !== pathname) : [],
  );

  const close = () => dialogRef.current?.close();
  const show = (event: MouseEvent<HTMLButtonElement>) => {
    // The app opens it itself (and keeps the page behind still), not the button's command.
    event.preventDefault();
    dialogRef.current?.showModal();
    // The page behind stays where it is while the menu is open.
    document.documentElement.style.overflow = 'hidden';
    setOpen(true);
  };
  const onClosed = () => {
    document.documentElement.style.overflow = '';
    setOpen(false);
  };
  // A press on the backdrop (outside the panel, still the dialog's own element) closes it.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const panel = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= panel.left &&
      event.clientX <= panel.right &&
      event.clientY >= panel.top &&
      event.clientY <= panel.bottom;
    if (!inside) close();
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={shellText.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        variant="ghost"
        size="md"
        onClick={show}
        asChild
      >
        {/* A plain button under Chakra's styles: Chakra passes on no attribute it does not know. */}
        <button type="button" {...dialogCommand(dialogId, 'show-modal')}>
          <MenuIcon boxSize="6" />
        </button>
      </IconButton>
      <chakra.dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={onClosed}
        onClick={onDialogClick}
        position="fixed"
        insetBlock="0"
        insetInlineStart="auto"
        insetInlineEnd="0"
        m="0"
        h="100dvh"
        maxH="none"
        w="xs"
        maxW="100vw"
        p="0"
        border="none"
        bg="bg.panel"
        color="fg"
        shadow="lg"
        css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
      >
        <Box p="6" pt="5">
          <Heading as="h2" id={titleId} size="lg" mb="6">
            {shellText.mobileMenuTitle}
          </Heading>
          <nav aria-label={shellText.mainNavLabel}>
            <NavLinks direction="column" gap="1" onNavigate={close} />
          </nav>
          <Separator my="5" />
          <LanguageSwitch display="block" {...barLinkStyle} />
          {/* Drawn when the app opens the menu; in the served page too, so that a menu opened
              without the app (its button's command) offers Sign In. */}
          {Controls && (open || !appRunning) ? (
            <>
              <Separator my="5" />
              <Controls
                placement="drawer"
                onAction={close}
                returnFocusTo={() => buttonRef.current}
              />
            </>
          ) : null}
        </Box>
        <CloseButton
          size="sm"
          aria-label={shellText.closeMenu}
          position="absolute"
          top="3"
          insetEnd="3"
          onClick={close}
          asChild
        >
          <button type="button" {...dialogCommand(dialogId, 'close')}>
            <CrossIcon boxSize="4" />
          </button>
        </CloseButton>
      </chakra.dialog>
    </>
  );
}
