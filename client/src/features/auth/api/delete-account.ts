import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { DeleteAccountDocument } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { clearUserLog, takeReturnPath } from '@/lib/session.ts';
import { toastSuccess } from '@/lib/toast.ts';

/**
 * Deletes the signed-in student's account, confirmed by their password or by a sign-in code
 * e-mailed to them. The gateway ends
 * every session and clears the cookies; here the login record and every cached answer go,
 * the student is told, and the home page opens. A refusal (a wrong password or code) is shown and
 * nothing changes.
 */
export function useDeleteAccount() {
  const [deleteAccount] = useMutation(DeleteAccountDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { deleteAccountText } = useText(recoveryCatalogue);
  return async (confirmation: { password: string } | { code: string }) => {
    await reportingFailure(() => deleteAccount({ variables: confirmation }));
    clearUserLog();
    await client.clearStore();
    // A page remembered for after the next sign-in belongs to an account that is gone.
    takeReturnPath();
    toastSuccess(deleteAccountText.deleted);
    void navigate(paths.home);
  };
}
