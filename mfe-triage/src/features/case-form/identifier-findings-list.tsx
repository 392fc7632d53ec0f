import { identifierKindLabels, type FieldIdentifierFinding } from '@manan/contracts';
import { Button } from '@manan/ui-kit';
import styled from 'styled-components';

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
  min-width: 0;
`;

const What = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Kind = styled.span`
  font-weight: 600;
`;

const Found = styled.q`
  font-variant-numeric: tabular-nums;
`;

const DismissButton = styled(Button)`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A kind and the text, "Record number “MRN 4827731”", as the user is told what was found. */
export const describeFinding = (finding: FieldIdentifierFinding) =>
  `${capitalised(identifierKindLabels[finding.kind])} “${finding.text}”`;

export interface IdentifierFindingsListProps {
  findings: readonly FieldIdentifierFinding[];
  onDismiss: (finding: FieldIdentifierFinding) => void;
}

/** The findings in one field, each with what it is, the text found and a "Not an identifier" dismissal. */
export function IdentifierFindingsList({ findings, onDismiss }: IdentifierFindingsListProps) {
  return (
    <List>
      {findings.map((finding) => (
        <Item key={`${finding.kind}:${finding.start}:${finding.text}`}>
          <What>
            <Kind>{capitalised(identifierKindLabels[finding.kind])}</Kind> <Found>{finding.text}</Found>
          </What>
          <DismissButton
            type="button"
            $variant="secondary"
            aria-label={`Not an identifier: ${finding.text}`}
            onClick={() => onDismiss(finding)}
          >
            Not an identifier
          </DismissButton>
        </Item>
      ))}
    </List>
  );
}
