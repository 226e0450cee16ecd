import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { classesCatalogue } from '@/content/classes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { setDataSaver, useDataSaver } from '../data-saver.ts';

/**
 * The Data saver switch above the lessons: a button with the switch role (no extra
 * recipe in the theme), remembered for the student on this device.
 */
export function DataSaverSwitch() {
  const { viewClassesContent: text } = useText(classesCatalogue);
  const on = useDataSaver();
  const hintId = useId();
  return (
    <HStack justify="center" gap="3" wrap="wrap">
      <chakra.button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        onClick={() => setDataSaver(!on)}
        display="inline-flex"
        alignItems="center"
        gap="3"
        px="3"
        py="2"
        minH="11"
        borderRadius="full"
        borderWidth="1px"
        borderColor="border"
        bg="bg"
        cursor="pointer"
        fontWeight="medium"
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <chakra.span
          aria-hidden="true"
          position="relative"
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
        {text.dataSaver}
      </chakra.button>
      <Stack gap="0">
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {text.dataSaverHint}
        </Text>
      </Stack>
    </HStack>
  );
}
