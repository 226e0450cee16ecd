import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToggleSwitchProps extends Omit<
  HTMLChakraProps<'button'>,
  'type' | 'role' | 'onClick' | 'aria-checked'
> {
  on: boolean;
  onToggle: () => void;
  /** The label, drawn after the track. */
  children: ReactNode;
}

/**
 * An on/off switch: a plain button with the switch role, so a keyboard and a screen reader
 * treat it as one, with its track and thumb drawn beside the label (no recipe in the theme,
 * which would load with every page). The caller places it and names its hint through
 * `aria-describedby`; every other box style passes through.
 */
export function ToggleSwitch({ on, onToggle, children, ...style }: ToggleSwitchProps) {
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={onToggle}
      display="inline-flex"
      alignItems="center"
      gap="3"
      py="2"
      minH="11"
      cursor="pointer"
      fontWeight="medium"
      _focusVisible={{
        outline: '3px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      {...style}
    >
      <chakra.span
        aria-hidden="true"
        position="relative"
        flexShrink={0}
        w="10"
        h="6"
        borderRadius="full"
        bg={on ? 'green.700' : 'gray.500'}
        transition="background 0.15s"
      >
        <chakra.span
          position="absolute"
          top="1"
          left={on ? '5' : '1'}
          w="4"
          h="4"
          borderRadius="full"
          bg="white"
          transition="left 0.15s"
        />
      </chakra.span>
      {children}
    </chakra.button>
  );
}
