import { Button, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { inputRules } from '@common/validation.ts';
import { BulletList } from '@/components/ui/bullet-list.tsx';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { ProfileDocument } from '@/gql/graphql.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useRequestSignInCode } from '../api/recovery.ts';
import { AccountDialog, type AccountDialogState } from './account-dialog.tsx';

/**
 * The Delete my account dialog: what is erased and what the law keeps (the receipts), said
 * before anything happens; the password confirms it, or, for a student who does not know it,
 * a sign-in code e-mailed to the account; the button says what it does.
 */
export default function DeleteAccountDialog({ open, onClose }: AccountDialogState) {
  const { deleteAccountText: text } = useText(recoveryCatalogue);
  const rules = inputRules[useLanguage()];
  const deleteAccount = useDeleteAccount();
  const requestCode = useRequestSignInCode();
  const [loadProfile] = useLazyQuery(ProfileDocument);
  const byPassword = useSchemaForm(rules.deleteAccount, text.fields);
  const byCode = useSchemaForm(rules.deleteAccountByCode, text.codeFields);
  const [way, setWay] = useState<'password' | 'code'>('password');
  const [asking, setAsking] = useState(false);

  const emailMeACode = async () => {
    setAsking(true);
    try {
      const { data } = await loadProfile();
      const email = data?.me?.email;
      if (email) {
        await requestCode(email);
        setWay('code');
      }
    } finally {
      setAsking(false);
    }
  };
  const close = () => {
    setWay('password');
    onClose();
  };

  const explanation = (
    <>
      <Text fontWeight="semibold">{text.intro}</Text>
      <BulletList items={text.erased} itemGap="1" />
      <Text>{text.kept}</Text>
      <Text color="fg.muted">{text.exportFirst}</Text>
    </>
  );
  return way === 'password' ? (
    <AccountDialog
      open={open}
      onClose={close}
      text={text}
      form={byPassword}
      onSubmit={deleteAccount}
      destructive
    >
      {explanation}
      <TextField kind="current-password" {...byPassword.field('password')} />
      <Button type="button" variant="ghost" loading={asking} onClick={() => void emailMeACode()}>
        {text.useCode}
      </Button>
    </AccountDialog>
  ) : (
    <AccountDialog
      open={open}
      onClose={close}
      text={text}
      form={byCode}
      onSubmit={({ code }) => deleteAccount({ code })}
      destructive
    >
      {explanation}
      <Text role="status">{text.codeSent}</Text>
      <TextField kind="one-time-code" {...byCode.field('code')} />
      <Button type="button" variant="ghost" onClick={() => setWay('password')}>
        {text.usePassword}
      </Button>
    </AccountDialog>
  );
}
