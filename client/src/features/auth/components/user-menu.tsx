import { Menu, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { UserMenuButton } from './user-menu-button.tsx';
import {
  isAccountAction,
  useAccountActions,
  useRunAccountAction,
} from '../hooks/use-account-actions.ts';

/** The navbar's menu for a signed-in user, titled with their name. */
export default function UserMenu({ name }: { name: string }) {
  const run = useRunAccountAction();
  const accountActions = useAccountActions();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Menu.Root
      onSelect={(details) => {
        if (isAccountAction(details.value)) run(details.value, () => trigger.current);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton ref={trigger} name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {accountActions.map((action) =>
              action.href ? (
                <Menu.Item key={action.value} value={action.value} asChild>
                  <a href={action.href} download>
                    {action.label}
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item key={action.value} value={action.value}>
                  {action.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
