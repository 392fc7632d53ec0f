import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page } from '@manan/ui-kit';

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

export function LandingPage() {
  return (
    <Page title="MANAN" lead="A clinical triage assistant for clinicians and trainees.">
      <Card>
        <p>
          Enter a patient case with symptoms, vital signs and history, and receive a triage analysis checked
          against clinical guidelines. Results are for training and educational support only.
        </p>
        <Actions>
          <li>
            <ActionLink to="/app">Try the triage tool</ActionLink>
          </li>
          <li>
            <ActionLink to="/subscription">View pricing plans</ActionLink>
          </li>
        </Actions>
      </Card>
    </Page>
  );
}
