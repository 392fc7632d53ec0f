import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@manan/ui-kit';
import { DeleteAccountDialog } from './delete-account-dialog';

const DangerCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.errorBorder};

  & h2 {
    color: ${({ theme }) => theme.colors.errorText};
  }

  & p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /settings → "Delete my account": the danger zone, and the dialog that confirms it. */
export function DeleteAccountSection({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DangerCard aria-labelledby="settings-delete-account-heading">
      <h2 id="settings-delete-account-heading">Delete my account</h2>
      <p>
        Permanently deletes your account, your assessments and your subscription. You are signed out
        everywhere and this cannot be undone.
      </p>
      <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog username={username} open={open} onOpenChange={setOpen} />
    </DangerCard>
  );
}
