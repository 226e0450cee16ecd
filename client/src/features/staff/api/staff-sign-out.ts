import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffSignOutDocument } from '@/gql/staff.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';

/** Ends the staff session, forgets the staff room's answers and goes back to staff sign-in. */
export function useStaffSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { staffConsoleText } = useText(staffCatalogue);
  return useCallback(async () => {
    await reportingFailure(() =>
      client.mutate({ mutation: StaffSignOutDocument, context: { whenSignedOut: 'staff' } }),
    );
    await client.clearStore();
    toastSuccess(staffConsoleText.signedOut);
    await navigate(paths.staffSignIn);
  }, [client, navigate, staffConsoleText]);
}
