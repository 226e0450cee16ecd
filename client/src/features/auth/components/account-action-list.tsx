import { Button, Stack, Text } from '@chakra-ui/react';
import { UserIcon } from '@/components/ui/icons.tsx';
import { useAccountActions, useRunAccountAction } from '../hooks/use-account-actions.ts';

/** The signed-in user's actions as a list, for the mobile menu. */
export default function AccountActionList({
  name,
  onAction,
  returnFocusTo,
}: {
  name: string;
  onAction?: () => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  const run = useRunAccountAction();
  const accountActions = useAccountActions();
  return (
    <Stack role="group" aria-label={name} gap="1">
      <Text display="flex" alignItems="center" gap="2" fontWeight="semibold" px="3" pb="2">
        <UserIcon boxSize="5" color="brand.fg" />
        {name}
      </Text>
      {accountActions.map((action) =>
        action.href ? (
          <Button
            key={action.value}
            asChild
            variant="ghost"
            justifyContent="flex-start"
            fontWeight="medium"
          >
            <a href={action.href} download onClick={onAction}>
              {action.label}
            </a>
          </Button>
        ) : (
          <Button
            key={action.value}
            variant="ghost"
            justifyContent="flex-start"
            fontWeight="medium"
            onClick={() => {
              onAction?.();
              run(action.value, returnFocusTo);
            }}
          >
            {action.label}
          </Button>
        ),
      )}
    </Stack>
  );
}
