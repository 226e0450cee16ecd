import { useLazyQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { authCatalogue } from '@/content/auth.ts';
import { ProfileDocument } from '@/gql/graphql.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { somethingWentWrong, toastError } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountDialog, type AccountDialogState } from './account-dialog.tsx';
import { RemindersSwitch } from './reminders-switch.tsx';

/**
 * The Profile dialog (SPEC.md §2, §4): opening it clears the form and fetches the profile
 * fresh to fill it; Submit saves it, renames the user in the navbar, closes and clears. The
 * unlock reminders' switch below the fields saves itself on each press. (A profile
 * the gateway no longer gives, the session having ended, is the session link's business.)
 */
export default function ProfileDialog({ open, onClose }: AccountDialogState) {
  const [loadProfile, { loading: fetching, data: profile }] = useLazyQuery(ProfileDocument, {
    fetchPolicy: 'network-only',
  });
  const { profileText } = useText(authCatalogue);
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(inputRules[useLanguage()].profile, profileText.fields);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadProfile()
      .then(({ data }) => {
        const me = data?.me;
        if (current && me) reset({ name: me.name, email: me.email, mobile: me.mobile });
      })
      .catch(() => {
        if (current) toastError(somethingWentWrong());
      });
    return () => {
      current = false;
    };
  }, [open, loadProfile, reset]);

  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      text={profileText}
      form={form}
      onSubmit={updateProfile}
      aria-busy={fetching}
    >
      {fetching ? (
        <Text role="status" fontSize="sm" color="fg.muted">
          {profileText.loading}
        </Text>
      ) : null}
      <TextField kind="name" required {...form.field('name')} />
      <TextField kind="email" required {...form.field('email')} />
      <TextField kind="tel" {...form.field('mobile')} />
      {profile?.me && !fetching ? (
        <RemindersSwitch customerId={profile.me.id} enabled={profile.me.remindersEnabled} />
      ) : null}
    </AccountDialog>
  );
}
