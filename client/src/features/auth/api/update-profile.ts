import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { UpdateProfileDocument, type ProfileInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { getUserLog, setUserLog } from '@/lib/session.ts';
import { toastSuccess } from '@/lib/toast.ts';

/**
 * Saves the profile (SPEC.md §4). The answer is the customer as saved, which Apollo's
 * cache puts over the cached `me` (the same Customer id); the login record takes the new
 * name, so the navbar shows it at once.
 */
export function useUpdateProfile() {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const { profileText } = useText(authCatalogue);
  return async (input: ProfileInput) => {
    const { data } = await reportingFailure(() => updateProfile({ variables: { input } }));
    const customer = data?.updateProfile;
    if (!customer) throw new Error('The profile answer held no customer.');
    setUserLog({ c_id: getUserLog()?.c_id ?? customer.id, name: customer.name });
    toastSuccess(profileText.saved);
  };
}
