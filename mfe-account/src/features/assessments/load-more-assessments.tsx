import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@manan/ui-kit';

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space(2)};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

export interface LoadMoreAssessmentsProps {
  shown: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}

/**
 * Under the list: how many assessments are shown and, while the server has older ones, a 'Load more'
 * button (an ordinary button, so it works by keyboard; the count is announced as it grows).
 */
export function LoadMoreAssessments({ shown, hasMore, isLoading, onLoadMore }: LoadMoreAssessmentsProps) {
  const countId = useId();
  return (
    <Footer>
      <p id={countId} role="status">
        {hasMore
          ? `Showing the newest ${shown} assessments`
          : `Showing all ${shown} ${shown === 1 ? 'assessment' : 'assessments'}`}
      </p>
      {hasMore ? (
        <Button
          type="button"
          $variant="secondary"
          aria-describedby={countId}
          aria-busy={isLoading || undefined}
          disabled={isLoading}
          onClick={onLoadMore}
        >
          {isLoading ? 'Loading more...' : 'Load more'}
        </Button>
      ) : null}
    </Footer>
  );
}
