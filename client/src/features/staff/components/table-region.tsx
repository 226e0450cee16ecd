import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A staff table wider than its screen: it scrolls sideways inside its own box, which is a
 * named region a keyboard can reach (Tab to it, then the arrow keys scroll it), so no
 * column is out of reach without a mouse.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxW="100%"
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {children}
    </Table.ScrollArea>
  );
}
