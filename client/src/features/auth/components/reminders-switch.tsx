import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ToggleSwitch } from '@/components/ui/toggle-switch.tsx';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useSetRemindersEnabled } from '../api/set-reminders.ts';

interface RemindersSwitchProps {
  customerId: string;
  enabled: boolean;
}

/**
 * The unlock reminders' switch in the Profile dialog: a button with the switch role, named by
 * its label and described by its hint. It is not part of the profile form: each press saves
 * the choice by itself (set-reminders.ts).
 */
export function RemindersSwitch({ customerId, enabled }: RemindersSwitchProps) {
  const { profileText } = useText(authCatalogue);
  const text = profileText.reminders;
  const setEnabled = useSetRemindersEnabled();
  const hintId = useId();
  return (
    <Stack gap="1">
      <ToggleSwitch
        on={enabled}
        aria-describedby={hintId}
        // A failure is shown by its toast and the switch moving back.
        onToggle={() => setEnabled(customerId, !enabled).catch(() => undefined)}
        alignSelf="flex-start"
        bg="transparent"
        textAlign="start"
      >
        {text.label}
      </ToggleSwitch>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {text.hint}
      </Text>
    </Stack>
  );
}
