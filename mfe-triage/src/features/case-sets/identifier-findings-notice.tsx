import { identifierKindLabels } from '@manan/contracts';
import { Button } from '@manan/ui-kit';
import styled from 'styled-components';
import type { WrittenCaseFinding } from './written-case-identifiers';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.errorSurface};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: 600;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const SmallButton = styled(Button)`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface IdentifierFindingsNoticeProps {
  findings: readonly WrittenCaseFinding[];
  onDismiss: (finding: WrittenCaseFinding) => void;
}

/** What the identifier guard found in one field of a written case, each with "Not an identifier". */
export function IdentifierFindingsNotice({ findings, onDismiss }: IdentifierFindingsNoticeProps) {
  return (
    <Box>
      <Summary>
        {findings.length === 1
          ? 'Possible patient identifier'
          : `${findings.length} possible patient identifiers`}
        : {findings.map((finding) => `${identifierKindLabels[finding.kind]} “${finding.text}”`).join(', ')}
      </Summary>
      <List>
        {findings.map((finding) => (
          <Item key={`${finding.kind}:${finding.start}:${finding.text}`}>
            <span>
              <strong>{capitalised(identifierKindLabels[finding.kind])}</strong> <q>{finding.text}</q>
            </span>
            <SmallButton
              type="button"
              $variant="secondary"
              aria-label={`Not an identifier: ${finding.text}`}
              onClick={() => onDismiss(finding)}
            >
              Not an identifier
            </SmallButton>
          </Item>
        ))}
      </List>
    </Box>
  );
}
