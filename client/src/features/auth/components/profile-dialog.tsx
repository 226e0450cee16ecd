import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { profileSchema, type ProfileValues } from '@common/validation.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { paths } from '@/config/paths.ts';
import { profileText } from '@/content/auth.ts';
import { ProfileDocument, UpdateProfileDocument } from '@/gql/graphql.ts';
import { errorMessageOf, fieldErrorsOf } from '@/lib/apollo.ts';
import { clearUserLog, getUserLog, rememberReturnPath, setUserLog } from '@/lib/session.ts';
import { SOMETHING_WENT_WRONG, toastError, toastSuccess } from '@/lib/toast.ts';
import { accountModalReturnFocus } from '../account-modal.ts';
import { AccountDialog } from './account-dialog.tsx';

const FORM_ID = 'profile-form';
const empty: ProfileValues = { name: '', email: '', mobile: '' };
const fieldNames = ['name', 'email', 'mobile'] as const;

export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Profile dialog (SPEC.md §2, §4): opening it clears the form and fetches the profile
 * fresh; Submit saves it, renames the user in the navbar, closes and clears.
 */
export default function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const navigate = useNavigate();
  const [loadProfile, { loading: fetching }] = useLazyQuery(ProfileDocument, {
    fetchPolicy: 'network-only',
  });
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileDocument);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    defaultValues: empty,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!open) return;
    let current = true;
    reset(empty);
    loadProfile()
      .then(({ data }) => {
        if (!current) return;
        const me = data?.me;
        if (!me) {
          // The gateway no longer knows this browser: the stored login is stale.
          clearUserLog();
          rememberReturnPath(window.location.pathname + window.location.search);
          onClose();
          void navigate(paths.signIn);
          return;
        }
        reset({ name: me.name, email: me.email, mobile: me.mobile });
      })
      .catch(() => {
        if (current) toastError(SOMETHING_WENT_WRONG);
      });
    return () => {
      current = false;
    };
  }, [open, loadProfile, reset, onClose, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await updateProfile({ variables: { input: values } });
      const customer = data?.updateProfile;
      if (!customer) throw new Error('No profile in the answer.');
      const userLog = getUserLog();
      setUserLog({ c_id: userLog?.c_id ?? customer.id, name: customer.name });
      toastSuccess(profileText.saved);
      reset(empty);
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      for (const name of fieldNames) {
        const message = fields[name];
        if (message) setError(name, { message });
      }
      toastError(errorMessageOf(error));
    }
  });

  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      title={profileText.title}
      formId={FORM_ID}
      submitLabel={profileText.submit}
      submittingLabel={profileText.submitting}
      submitting={saving}
      returnFocusTo={accountModalReturnFocus}
      closeLabel={profileText.close}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={fetching}>
        <Stack gap="4">
          {fetching ? (
            <Text role="status" fontSize="sm" color="fg.muted">
              {profileText.loading}
            </Text>
          ) : null}
          <FormField label={profileText.nameLabel} error={errors.name?.message} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label={profileText.emailLabel} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label={profileText.mobileLabel} error={errors.mobile?.message}>
            <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('mobile')} />
          </FormField>
        </Stack>
      </form>
    </AccountDialog>
  );
}
