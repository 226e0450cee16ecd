/**
 * The language the visitor chose before, offered on a page in the other one (they followed
 * a shared link, or a search result): a card fixed at the foot of the screen, so the page
 * does not move, with a link to this page in their language. It never redirects: a URL
 * shows its own language. Dismissed, it stays away for the visit. Loaded only when the
 * cookie names the other language (layout.tsx).
 */
import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOffer } from '@/content/shell.ts';
import { parse as parseCookie } from 'cookie';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  localeOf,
  localizedPath,
  type Language,
} from '@/lib/i18n/language.ts';

const DISMISSED_KEY = 'academy:language-offer-dismissed';

/**
 * The language to offer on a page in `language`: the one the visitor chose with the switch
 * (its cookie), unless it is this one or the offer was dismissed in this visit.
 */
export function languageToOffer(language: Language): Language | null {
  if (sessionStorage.getItem(DISMISSED_KEY) === '1') return null;
  const chosen = parseCookie(document.cookie)[LANGUAGE_COOKIE];
  return isLanguage(chosen) && chosen !== language ? chosen : null;
}

export default function LanguageOffer({ language }: { language: Language }) {
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const text = languageOffer[language];
  return (
    <Box
      as="aside"
      aria-label={text.label}
      lang={language}
      position="fixed"
      insetX="3"
      bottom="3"
      zIndex="banner"
      maxW="md"
      mx="auto"
      px="4"
      py="3"
      rounded="lg"
      bg="bg"
      borderWidth="1px"
      borderColor="brand.solid"
      boxShadow="lg"
    >
      <Text fontSize="sm">{text.text}</Text>
      <HStack justify="space-between" mt="1" gap="3" wrap="wrap">
        <Link
          href={localizedPath(pathname, language) + search + hash}
          hrefLang={localeOf[language]}
          fontWeight="semibold"
          color="brand.fg"
          textDecoration="underline"
        >
          {text.link}
        </Link>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, '1');
            setOpen(false);
          }}
        >
          {text.dismiss}
        </Button>
      </HStack>
    </Box>
  );
}
