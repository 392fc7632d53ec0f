import { Button, Dialog, readApiError, useToast } from '@manan/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteCaseSetMutation } from '../../api/case-sets-api';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: 600;
`;

/** "Delete set" behind a confirmation: the set, its trainees' memberships and their attempts in it go. */
export function DeleteCaseSet({ setId, title }: { setId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const [deleteCaseSet, { isLoading }] = useDeleteCaseSetMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function confirm() {
    const result = await deleteCaseSet(setId);
    if ('error' in result) {
      setProblem(
        readApiError(result.error).message ?? 'The case set could not be deleted. Please try again.',
      );
      return;
    }
    setOpen(false);
    toast({ title: 'Case set deleted', description: `“${title}” is gone.`, variant: 'default' });
    navigate('/practice/sets');
  }

  return (
    <>
      <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete set
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setProblem('');
        }}
        title="Delete this case set?"
        description={`“${title}”, its share code and every attempt trainees made in it will be deleted. This cannot be undone.`}
      >
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <Actions>
          <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Deleting…' : 'Delete set'}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
        </Actions>
      </Dialog>
    </>
  );
}
