import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons.tsx';

/** The user menu's button, titled with the user's name; painted alone while the menu loads. */
export function UserMenuButton({
  name,
  ...props
}: { name: string; ref?: Ref<HTMLButtonElement> } & ButtonProps) {
  return (
    <Button variant="outline" colorPalette="brand" maxW="56" {...props}>
      <UserIcon boxSize="4" />
      <Text as="span" truncate>
        {name}
      </Text>
      <ChevronDownIcon boxSize="4" />
    </Button>
  );
}
