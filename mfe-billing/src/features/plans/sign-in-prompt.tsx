import styled from 'styled-components';
import { Button } from '@manan/ui-kit';

const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & > p {
    margin: 0;
  }
`;

/** For visitors: subscribing needs an account, and the sign-in dialog opens right here. */
export function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Prompt>
      <p>Sign in or create an account to subscribe to Premium and see your subscription.</p>
      <Button type="button" $variant="secondary" onClick={onSignIn}>
        Sign In
      </Button>
    </Prompt>
  );
}
