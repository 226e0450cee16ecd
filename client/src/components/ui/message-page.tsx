import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A way on from the page: a link styled as a button. */
interface MessageLink {
  to: string;
  label: string;
  /** Load the page afresh rather than in the app (when the app itself is in trouble). */
  reloadDocument?: boolean;
}

interface MessagePageProps {
  heading: string;
  /** What happened, under the heading. */
  body?: string;
  /** A second line that matters more than the body (what happens next). */
  note?: string;
  /** A decorative figure above the heading: a large code, an icon. */
  figure?: ReactNode;
  /** Buttons that act here (Reload), shown first. */
  actions?: ReactNode;
  /** Links on, after the actions; the first leads (solid) when there are no actions. */
  links?: readonly MessageLink[];
  /** Announce the page as an alert (an error took the place of what was asked for). */
  alert?: boolean;
}

/**
 * A page that is one centred message: not found, an error in place of a list or a page,
 * a payment's outcome.
 */
export function MessagePage({
  heading,
  body,
  note,
  figure,
  actions,
  links = [],
  alert,
}: MessagePageProps) {
  return (
    <VStack
      as="section"
      role={alert ? 'alert' : undefined}
      gap="5"
      py={{ base: '14', md: '20' }}
      px="4"
      maxW="3xl"
      mx="auto"
      textAlign="center"
    >
      {figure}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {heading}
      </Heading>
      {body ? (
        <Text color="fg.muted" fontSize="lg">
          {body}
        </Text>
      ) : null}
      {note ? (
        <Text fontSize="lg" fontWeight="medium">
          {note}
        </Text>
      ) : null}
      {actions || links.length > 0 ? (
        <HStack gap="3" wrap="wrap" justify="center">
          {actions}
          {links.map((link, index) => (
            <Button
              key={link.to}
              asChild
              size="lg"
              {...(index === 0 && !actions
                ? { colorPalette: 'brand' }
                : { variant: 'outline' as const })}
            >
              <RouterLink to={link.to} reloadDocument={link.reloadDocument}>
                {link.label}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      ) : null}
    </VStack>
  );
}
