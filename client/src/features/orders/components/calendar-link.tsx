import { Box, Button, Card, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { classroomCatalogue } from '@/content/classroom.ts';
import { CalendarLinkDocument, ResetCalendarUrlDocument } from '@/gql/graphql.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { somethingWentWrong, toastError, toastSuccess } from '@/lib/toast.ts';

/** The feed's address for calendar apps, which subscribe to webcal: links. */
function webcal(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

/** The calendar panel's frame, the same before and after the link is asked for. */
function CalendarCard({
  inputId,
  heading,
  body,
  children,
}: {
  inputId: string;
  heading: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby={`${inputId}-heading`}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={`${inputId}-heading`}>
          {heading}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {body}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The student's calendar feed (Customer.calendarUrl): each week opening of their courses
 * as an event. Add to calendar hands it to the device's calendar app; the link can be
 * copied for a web calendar, and reset when it was shared by mistake (the old one then
 * stops working).
 */
export function CalendarLink() {
  const text = useText(classroomCatalogue).myCoursesProgressText.calendar;
  const inputId = useId();
  // Asked for when the student opens it: My Courses itself costs the provider no extra call.
  const [load, { data, loading }] = useLazyQuery(CalendarLinkDocument);
  const [reset, { loading: resetting }] = useMutation(ResetCalendarUrlDocument);
  const me = data?.me;
  if (!me) {
    return (
      <CalendarCard inputId={inputId} heading={text.heading} body={text.body}>
        <Box>
          <Button
            size="sm"
            colorPalette="brand"
            loading={loading}
            onClick={() => void load().catch(() => toastError(somethingWentWrong()))}
          >
            {text.show}
          </Button>
        </Box>
      </CalendarCard>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(me.calendarUrl);
      toastSuccess(text.copied);
    } catch {
      // No clipboard (an older browser, or permission refused): the link is shown to copy.
      document.getElementById(inputId)?.focus();
    }
  };

  const resetLink = async () => {
    try {
      const result = await reset({
        update(cache, { data: answer }) {
          if (!answer) return;
          cache.modify({
            id: cache.identify({ __typename: 'Customer', id: me.id }),
            fields: { calendarUrl: () => answer.resetCalendarUrl },
          });
        },
      });
      if (result.data) toastSuccess(text.resetDone);
    } catch {
      toastError(somethingWentWrong());
    }
  };

  return (
    <CalendarCard inputId={inputId} heading={text.heading} body={text.body}>
      <Input
        id={inputId}
        readOnly
        value={me.calendarUrl}
        aria-label={text.label}
        size="sm"
        fontFamily="mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" colorPalette="brand">
          <a href={webcal(me.calendarUrl)}>{text.add}</a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {text.copy}
        </Button>
        <Button size="sm" variant="ghost" loading={resetting} onClick={() => void resetLink()}>
          {text.reset}
        </Button>
      </HStack>
    </CalendarCard>
  );
}
