import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { SetRemindersEnabledDocument } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';

/**
 * Turns the student's unlock reminders on or off. The switch moves at once (an optimistic
 * answer over the cached `me`); a refusal puts it back and says why in a toast, and the
 * saved choice is confirmed in one.
 */
export function useSetRemindersEnabled() {
  const [setRemindersEnabled] = useMutation(SetRemindersEnabledDocument);
  const { profileText } = useText(authCatalogue);
  return async (customerId: string, enabled: boolean) => {
    // The cache files the answer under Customer:{id}, which needs the type's name.
    const answer = { __typename: 'Customer' as const, id: customerId, remindersEnabled: enabled };
    await reportingFailure(() =>
      setRemindersEnabled({
        variables: { enabled },
        optimisticResponse: { setRemindersEnabled: answer },
      }),
    );
    toastSuccess(enabled ? profileText.reminders.turnedOn : profileText.reminders.turnedOff);
  };
}
