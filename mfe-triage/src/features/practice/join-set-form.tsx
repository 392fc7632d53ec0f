import { normaliseSetCode, type JoinCaseSetResponse } from '@manan/contracts';
import { Button, displayNameOf, TextField, useSignedInUser, useToast } from '@manan/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useJoinCaseSetMutation } from '../../api/practice-api';
import { joinCodeExample, joinCodeHint, joinSetErrorMessage } from './join-set-error';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Code = styled.span`
  white-space: nowrap;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

/** "Join a case set": the code an educator shared; on success the page switches to that set. */
export function JoinSetForm({ onJoined }: { onJoined: (set: JoinCaseSetResponse['set']) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [join, { isLoading }] = useJoinCaseSetMutation();
  const toast = useToast();
  const { user } = useSignedInUser();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!normaliseSetCode(code)) {
      setError(
        code.trim() ? `That is not a case set code. ${joinCodeHint}` : `Enter a code. ${joinCodeHint}`,
      );
      input.current?.focus();
      return;
    }
    // The educator's results table names the trainee as the account does (svc-triage keeps no names).
    const traineeName = user ? displayNameOf(user).slice(0, 80) : undefined;
    const result = await join(traineeName ? { code: code.trim(), traineeName } : { code: code.trim() });
    if ('error' in result) {
      setError(joinSetErrorMessage(result.error));
      input.current?.focus();
      return;
    }
    setCode('');
    setError('');
    toast({
      title: 'Case set joined',
      description: `${result.data.set.title} by ${result.data.set.educator}: ${result.data.set.caseCount} cases.`,
    });
    onJoined(result.data.set);
  };

  return (
    <Form aria-labelledby={`${id}-heading`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-heading`}>Join a case set</h2>
      <Hint id={`${id}-hint`}>
        {joinCodeHint.replace(`${joinCodeExample}.`, '')}
        <Code>{joinCodeExample}</Code>.
      </Hint>
      <TextField
        ref={input}
        label="Case set code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        // A code is 9 characters; the default 20-character width pushed Join past the card at 360 px.
        size={10}
        value={code}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setCode(event.target.value);
          setError('');
        }}
        trailing={
          <Button type="submit" $variant="secondary" disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? 'Joining…' : 'Join'}
          </Button>
        }
      />
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Form>
  );
}
