import { useMutation } from '@apollo/client/react';
import { Input, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, check, type ChangePasswordValues } from '@common/validation.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { passwordText } from '@/content/auth.ts';
import { ChangePasswordDocument } from '@/gql/graphql.ts';
import { errorMessageOf } from '@/lib/apollo.ts';
import { toastError, toastSuccess, toastWarning } from '@/lib/toast.ts';
import { accountModalReturnFocus } from '../account-modal.ts';
import { AccountDialog } from './account-dialog.tsx';

const FORM_ID = 'change-password-form';
const empty: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Change Password dialog (SPEC.md §2, §5): the old password is required and the new
 * one must match its confirmation, else a warning and nothing is sent.
 */
export default function PasswordDialog({ open, onClose }: PasswordDialogProps) {
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const { register, handleSubmit, reset } = useForm<ChangePasswordValues>({ defaultValues: empty });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const checked = check(changePasswordSchema, values);
    if (!checked.ok) {
      toastWarning(passwordText.checkCredential);
      return;
    }
    try {
      await changePassword({ variables: { input: checked.value } });
      toastSuccess(passwordText.changed);
      reset(empty);
      onClose();
    } catch (error) {
      toastError(errorMessageOf(error));
    }
  });

  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      title={passwordText.title}
      formId={FORM_ID}
      submitLabel={passwordText.submit}
      submittingLabel={passwordText.submitting}
      submitting={loading}
      returnFocusTo={accountModalReturnFocus}
      closeLabel={passwordText.close}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="4">
          <FormField label={passwordText.oldLabel}>
            <Input type="password" autoComplete="current-password" {...register('oldPassword')} />
          </FormField>
          <FormField label={passwordText.newLabel}>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label={passwordText.confirmLabel}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </Stack>
      </form>
    </AccountDialog>
  );
}
