import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
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
      <chakra.button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-describedby={hintId}
        // A failure is shown by its toast and the switch moving back.
        onClick={() => setEnabled(customerId, !enabled).catch(() => undefined)}
        display="inline-flex"
        alignItems="center"
        alignSelf="flex-start"
        gap="3"
        py="2"
        minH="11"
        bg="transparent"
        cursor="pointer"
        fontWeight="medium"
        textAlign="start"
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <chakra.span
          aria-hidden="true"
          position="relative"
          flexShrink={0}
          w="10"
          h="6"
          borderRadius="full"
          bg={enabled ? 'green.700' : 'gray.500'}
          transition="background 0.15s"
        >
          <chakra.span
            position="absolute"
            top="1"
            left={enabled ? '5' : '1'}
            w="4"
            h="4"
            borderRadius="full"
            bg="white"
            transition="left 0.15s"
          />
        </chakra.span>
        {text.label}
      </chakra.button>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {text.hint}
      </Text>
    </Stack>
  );
}
