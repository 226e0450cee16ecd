import { Box, Text } from '@chakra-ui/react';
import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { AccountDialog, type AccountDialogState } from './account-dialog.tsx';

/**
 * The Delete my account dialog: what is erased and what the law keeps (the receipts), said
 * before anything happens; the password confirms it, and the button says what it does.
 */
export default function DeleteAccountDialog({ open, onClose }: AccountDialogState) {
  const { deleteAccountText: text } = useText(authCatalogue);
  const deleteAccount = useDeleteAccount();
  const form = useSchemaForm(inputRules[useLanguage()].deleteAccount, text.fields);
  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      text={text}
      form={form}
      onSubmit={deleteAccount}
      destructive
    >
      <Text fontWeight="semibold">{text.intro}</Text>
      <Box as="ul" ps="6" listStyleType="disc">
        {text.erased.map((line) => (
          <Box as="li" key={line} mb="1">
            {line}
          </Box>
        ))}
      </Box>
      <Text>{text.kept}</Text>
      <Text color="fg.muted">{text.exportFirst}</Text>
      <TextField kind="current-password" {...form.field('password')} />
    </AccountDialog>
  );
}
