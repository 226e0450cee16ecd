import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import {
  StaffSignInDocument,
  type StaffSignInInput,
  type StaffSignInMutation,
} from '@/gql/staff.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import type { Notice } from '@/lib/form-post.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { showNotice } from '@/lib/toast.ts';

/**
 * What a staff sign-in says, in the app and on a page served for the form posted without
 * it (app/form-actions.ts) alike.
 */
export function staffSignedInNotice(
  data: StaffSignInMutation,
  text: { welcome: (email: string) => string },
): Notice {
  return { kind: 'success', message: text.welcome(data.staffSignIn.staff.email) };
}

/**
 * Signs a staff member in: the gateway sets the staff session's cookie; the staff room
 * opens. Nothing of a student's login record is touched.
 */
export function useStaffSignIn() {
  const [signIn] = useMutation(StaffSignInDocument, { context: { whenSignedOut: 'staff' } });
  const { staffSignInText } = useText(staffCatalogue);
  const navigate = useNavigate();
  return async (input: StaffSignInInput) => {
    const { data } = await reportingFailure(() => signIn({ variables: { input } }));
    if (!data) throw new Error('The staff sign-in answered nothing.');
    showNotice(staffSignedInNotice(data, staffSignInText));
    await navigate(paths.staff);
  };
}
