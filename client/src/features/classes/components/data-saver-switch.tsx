import { HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ToggleSwitch } from '@/components/ui/toggle-switch.tsx';
import { classesCatalogue } from '@/content/classes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { setDataSaver, useDataSaver } from '../data-saver.ts';

/**
 * The Data saver switch above the lessons, remembered for the student on this device.
 */
export function DataSaverSwitch() {
  const { viewClassesContent: text } = useText(classesCatalogue);
  const on = useDataSaver();
  const hintId = useId();
  return (
    <HStack justify="center" gap="3" wrap="wrap">
      <ToggleSwitch
        on={on}
        aria-describedby={hintId}
        onToggle={() => setDataSaver(!on)}
        px="3"
        borderRadius="full"
        borderWidth="1px"
        borderColor="border"
        bg="bg"
      >
        {text.dataSaver}
      </ToggleSwitch>
      <Stack gap="0">
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {text.dataSaverHint}
        </Text>
      </Stack>
    </HStack>
  );
}
