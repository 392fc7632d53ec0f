import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextField } from '@manan/ui-kit';
import { useDeleteAccount } from './use-delete-account';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Warning = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.colors.text};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.errorText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface DeleteAccountDialogProps {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The confirmation: the account's username typed again unlocks the delete button. */
export function DeleteAccountDialog({ username, open, onOpenChange }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { confirm, isDeleting } = useDeleteAccount();
  const hintId = useId();
  const failureId = useId();
  const matches = typed.trim() === username;

  const close = (next: boolean) => {
    if (isDeleting) return;
    if (!next) {
      setTyped('');
      setFailure(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="This cannot be undone. Everything MANAN keeps for you is deleted:"
    >
      <Form
        aria-label="Confirm account deletion"
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches || isDeleting) return;
          void confirm(typed.trim()).then(setFailure);
        }}
      >
        <Warning>
          <li>your sign-in, settings and every session on any device;</li>
          <li>every assessment, with its analyses and follow-up answers;</li>
          <li>your usage and subscription (a paid subscription is cancelled now, without renewal).</li>
        </Warning>
        <p id={hintId}>
          To confirm, type your username: <strong>{username}</strong>
        </p>
        <TextField
          label="Username"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          describedBy={failure ? `${hintId} ${failureId}` : hintId}
          invalid={failure !== null}
          disabled={isDeleting}
        />
        {failure ? (
          <Failure id={failureId} role="alert">
            {failure}
          </Failure>
        ) : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => close(false)} disabled={isDeleting}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" disabled={!matches || isDeleting}>
            {isDeleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
