import type { FollowUpQuestion, RefineResponse } from '@manan/contracts';
import { useToast } from '@manan/ui-kit';
import { useRef, useState } from 'react';
import { useGenerateFollowUpMutation, useRefineAnalysisMutation } from '../../api/triage-api';
import { followUpResponses } from './follow-up-responses';

/** The analysis on screen: its stored case (sent as caseId, which the service prefers) and its text. */
export interface FollowUpSubject {
  analysis: string;
  caseId: string;
}

/** The follow-up dialog's states (spec §4): closed → loading → questions → submitting → closed. */
export function useFollowUp(subject: FollowUpSubject, onRefined: (response: RefineResponse) => void) {
  const toast = useToast();
  const [generate] = useGenerateFollowUpMutation();
  const [refine, { isLoading: submitting }] = useRefineAnalysisMutation();
  const [open, setOpen] = useState(false);
  const [questions, setQuestions] = useState<FollowUpQuestion[] | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  // Each opening gets a number, so a late answer to an earlier opening is ignored.
  const opening = useRef(0);

  const close = () => {
    opening.current += 1;
    setOpen(false);
    setQuestions(null);
    setAnswers({});
  };

  async function openDialog() {
    opening.current += 1;
    const current = opening.current;
    setQuestions(null);
    setAnswers({});
    setOpen(true);
    try {
      const response = await generate({ caseId: subject.caseId, analysis: subject.analysis }).unwrap();
      if (opening.current === current) setQuestions(response.questions);
    } catch {
      if (opening.current !== current) return;
      close();
      toast({
        title: 'Error',
        description: 'Failed to generate follow-up questions',
        variant: 'destructive',
      });
    }
  }

  async function submit() {
    if (!questions) return;
    try {
      // The service re-scores the stored case named by caseId (its form and structured result); the
      // text goes too because spec §7 names it, and is read only by a service without the case.
      const response = await refine({
        caseId: subject.caseId,
        analysis: subject.analysis,
        followUpResponses: followUpResponses(questions, answers),
      }).unwrap();
      onRefined(response);
      close();
      toast({ title: 'Success', description: 'Analysis has been refined with additional information' });
    } catch {
      toast({ title: 'Error', description: 'Failed to refine the analysis', variant: 'destructive' });
    }
  }

  const answer = (id: string, text: string) => setAnswers((current) => ({ ...current, [id]: text }));

  return { open, questions, answers, submitting, openDialog, close, answer, submit };
}
