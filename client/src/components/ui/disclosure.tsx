import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';

interface DisclosureProps {
  /** Disclosures sharing a name open one at a time. */
  name: string;
  /** What is always shown and opens it: a heading (growing to fill the row) or phrasing. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * A panel that opens and closes: the platform's own <details>/<summary>, so it works the
 * moment the page is painted, with no script, and its content is in the HTML for anyone
 * reading it. Those sharing a `name` form an accordion with one panel open at a time.
 */
export function Disclosure({ name, summary, children }: DisclosureProps) {
  return (
    <chakra.details
      name={name}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      css={{ '&[open] > summary .disclosure-indicator': { transform: 'rotate(180deg)' } }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        cursor="pointer"
        listStyle="none"
        rounded="l2"
        focusVisibleRing="inside"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        {summary}
        <ChevronDownIcon
          className="disclosure-indicator"
          boxSize="5"
          flexShrink={0}
          transition="transform 0.2s"
        />
      </chakra.summary>
      <Box px="4" pb="4">
        {children}
      </Box>
    </chakra.details>
  );
}
