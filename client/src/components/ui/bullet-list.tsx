import { Box } from '@chakra-ui/react';

interface BulletListProps {
  items: readonly string[];
  /** The space under each item (a Chakra spacing token). */
  itemGap?: string;
}

/** Lines of text as a bulleted list, indented under the text above it. */
export function BulletList({ items, itemGap = '2' }: BulletListProps) {
  return (
    <Box as="ul" ps="6" listStyleType="disc">
      {items.map((item) => (
        <Box as="li" key={item} mb={itemGap}>
          {item}
        </Box>
      ))}
    </Box>
  );
}
