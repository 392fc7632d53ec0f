import { Button } from '@manan/ui-kit';
import { forwardRef } from 'react';
import styled from 'styled-components';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.errorSurface};
`;

const Message = styled.p`
  margin: 0;
`;

const Strong = styled.strong`
  color: ${({ theme }) => theme.colors.errorText};
`;

export interface IdentifierNoticeProps {
  count: number;
  fieldCount: number;
  onRemove: () => void;
}

/**
 * Above "Analyze Case" while the form holds possible patient identifiers: how many, and one click to replace
 * them all by their tags. Polite, as it follows typing; the fields list each finding.
 */
export const IdentifierNotice = forwardRef<HTMLButtonElement, IdentifierNoticeProps>(
  function IdentifierNotice({ count, fieldCount, onRemove }, ref) {
    const identifiers =
      count === 1 ? 'a possible patient identifier' : `${count} possible patient identifiers`;
    const fields = fieldCount === 1 ? '1 field' : `${fieldCount} fields`;
    return (
      <Notice>
        <Message>
          <Strong>Patient privacy:</Strong> {capitalisedFirst(identifiers)} in {fields}. Remove them before
          analysis, or mark any that is not an identifier.
        </Message>
        <Button ref={ref} type="button" onClick={onRemove}>
          Remove identifiers
        </Button>
      </Notice>
    );
  },
);

const capitalisedFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
