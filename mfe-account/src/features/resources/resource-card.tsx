import styled from 'styled-components';
import { Button, Card, VisuallyHidden, buttonStyles, type ButtonVariant } from '@manan/ui-kit';
import { categoryLabels, type Resource } from './resource-catalogue';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meta = styled.div`
  display: flex;
  min-height: 24px;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Category = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const PremiumMark = styled.span`
  line-height: ${({ theme }) => theme.lineHeights.tight};
  padding: ${({ theme }) => `2px ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.premium.background};
  color: ${({ theme }) => theme.premium.text};
  font-weight: 700;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `2px ${theme.space(1)}`};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(1)};
`;

const ExternalLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** One resource; a premium one is locked for a visitor who is not signed in. */
export function ResourceCard({ resource, signedIn }: { resource: Resource; signedIn: boolean }) {
  const locked = resource.isPremium && !signedIn;
  return (
    <Body as="article" aria-labelledby={`resource-${resource.id}`} data-testid="resource-card">
      <Meta>
        <Category>{categoryLabels[resource.category]}</Category>
        {resource.isPremium ? <PremiumMark>Premium</PremiumMark> : null}
      </Meta>
      <h2 id={`resource-${resource.id}`}>{resource.title}</h2>
      <p>{resource.description}</p>
      <Tags aria-label="Tags">
        {resource.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </Tags>
      <Action>
        {locked ? (
          <Button type="button" $variant="secondary" disabled>
            Sign in to Access
          </Button>
        ) : (
          <ExternalLink $variant="secondary" href={resource.url} target="_blank" rel="noopener noreferrer">
            Open Resource
            <VisuallyHidden>: {resource.title} (opens in a new tab)</VisuallyHidden>
          </ExternalLink>
        )}
      </Action>
    </Body>
  );
}
