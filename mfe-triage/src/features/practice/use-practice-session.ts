import type { NextPracticeCaseQuery, PracticeAttemptResponse, PracticeCase } from '@manan/contracts';
import { readApiError, useToast } from '@manan/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { practiceApi, useCommitPracticeAttemptMutation } from '../../api/practice-api';
import type { TriageCommitment } from './commit-form';

export type PracticeSessionState =
  | { status: 'loading' }
  | { status: 'none-left' }
  | { status: 'error' }
  | { status: 'ready'; practiceCase: PracticeCase; result?: PracticeAttemptResponse };

/** One case at a time from the chosen source: load it, commit the trainee's triage, keep the comparison. */
export function usePracticeSession(query: NextPracticeCaseQuery) {
  const [fetchNext] = practiceApi.useLazyNextPracticeCaseQuery();
  const [commitAttempt, { isLoading: isCommitting }] = useCommitPracticeAttemptMutation();
  const [state, setState] = useState<PracticeSessionState>({ status: 'loading' });
  const toast = useToast();
  // Only the answer to the latest request may land: switching source while a case loads drops the old one.
  const latest = useRef(0);
  const { source, group, setId } = query;

  const next = useCallback(async () => {
    const request = (latest.current += 1);
    setState({ status: 'loading' });
    const { data, error } = await fetchNext({ source, group, setId }, false);
    if (request !== latest.current) return;
    if (data) setState({ status: 'ready', practiceCase: data.case });
    else setState({ status: readApiError(error).code === 'PRACTICE.NO_CASE_LEFT' ? 'none-left' : 'error' });
  }, [fetchNext, source, group, setId]);

  useEffect(() => {
    void next();
  }, [next]);

  const commit = async (commitment: TriageCommitment) => {
    if (state.status !== 'ready') return;
    const result = await commitAttempt({
      ref: state.practiceCase.ref,
      esi: commitment.esi,
      redFlags: commitment.redFlags.map((flag) => flag.id ?? flag.text),
      firstAction: commitment.firstAction,
    });
    if ('error' in result) {
      const { message } = readApiError(result.error);
      toast({
        title: 'Your triage was not saved',
        description: message ?? 'Please check your connection and commit again.',
        variant: 'destructive',
      });
      return;
    }
    setState({ status: 'ready', practiceCase: state.practiceCase, result: result.data });
  };

  return { state, next, commit, isCommitting };
}
