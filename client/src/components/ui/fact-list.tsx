import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FactListProps extends BoxProps {
  /** Label and value pairs, in order; each label once. */
  facts: readonly (readonly [string, ReactNode])[];
  /** How the labels look. */
  labelStyle?: BoxProps;
  /** How the values look. */
  valueStyle?: BoxProps;
}

/**
 * Label and value pairs as a description list laid out as a grid (its columns are the
 * caller's; its gaps too, where the usual ones do not fit), so that screen readers announce
 * each value with its label.
 */
export function FactList({ facts, labelStyle, valueStyle, ...grid }: FactListProps) {
  return (
    <Box as="dl" display="grid" columnGap="4" rowGap="1" {...grid}>
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" {...labelStyle}>
            {label}
          </Box>
          <Box as="dd" {...valueStyle}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
