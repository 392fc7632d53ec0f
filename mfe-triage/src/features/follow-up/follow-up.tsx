import type { RefineResponse } from '@manan/contracts';
import { Button, Dialog } from '@manan/ui-kit';
import styled from 'styled-components';
import { InlineSpinner } from '../../components/inline-spinner';
import { useFollowUp, type FollowUpSubject } from './use-follow-up';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 60vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1)} 2px;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};

  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 72px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.medium};
    font: inherit;
    resize: vertical;
  }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface FollowUpProps extends FollowUpSubject {
  onRefined: (response: RefineResponse) => void;
}

/** 'Ask for Further Analysis' and its 'Follow-up Questions' dialog (spec §2 follow-up panel). */
export function FollowUp({ analysis, caseId, onRefined }: FollowUpProps) {
  const followUp = useFollowUp({ analysis, caseId }, onRefined);
  const { questions, answers, submitting } = followUp;
  return (
    <>
      <Button type="button" onClick={() => void followUp.openDialog()}>
        Ask for Further Analysis
      </Button>
      <Dialog
        open={followUp.open}
        onOpenChange={(open) => (open ? undefined : followUp.close())}
        title="Follow-up Questions"
        description="Please answer these questions to help refine the analysis"
      >
        {questions === null ? (
          <Loading role="status">
            <InlineSpinner />
            Generating relevant questions...
          </Loading>
        ) : (
          <form
            aria-label="Follow-up answers"
            onSubmit={(event) => {
              event.preventDefault();
              void followUp.submit();
            }}
          >
            <Body data-testid="follow-up-body">
              {questions.map((question, index) => (
                <Question key={question.id}>
                  <label htmlFor={`follow-up-${index}`}>{question.question}</label>
                  <textarea
                    id={`follow-up-${index}`}
                    placeholder="Enter your answer here..."
                    value={answers[question.id] ?? ''}
                    disabled={submitting}
                    onChange={(event) => followUp.answer(question.id, event.target.value)}
                  />
                </Question>
              ))}
            </Body>
            <Footer>
              <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? 'Processing...' : 'Submit Additional Information'}
              </Button>
            </Footer>
          </form>
        )}
      </Dialog>
    </>
  );
}
