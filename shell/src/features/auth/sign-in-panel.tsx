import { useId, useState } from 'react';
import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@manan/ui-kit';
import { privacyUrl, termsUrl } from '../../config/company-site';
import { GoogleSignInButton } from './google-sign-in-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useSignInActions, type AccountActionResult } from './use-account-actions';

type Busy = 'google' | 'signIn' | 'signUp' | null;
type Tab = 'signIn' | 'signUp';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Notice = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface SignInPanelProps {
  signedIn: boolean;
  googleAvailable: boolean;
  /** The sign-in or sign-up succeeded: the dialog closes. */
  onSignedIn: () => void;
  onAlreadySignedIn: () => void;
}

/** The dialog's content; it mounts fresh each time the dialog opens, so nothing lingers. */
export function SignInPanel({ signedIn, googleAvailable, onSignedIn, onAlreadySignedIn }: SignInPanelProps) {
  const [tab, setTab] = useState<Tab>('signIn');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { signIn, signUp } = useSignInActions();

  const run = async (which: Busy, action: () => Promise<AccountActionResult>) => {
    setBusy(which);
    const result = await action();
    if (result.ok) {
      onSignedIn();
      return;
    }
    setBusy(null);
    setError(result.message);
  };

  const formProps = {
    disabled: busy !== null,
    error,
    errorId,
    onError: setError,
    onEdit: () => setError(null),
  };

  return (
    <>
      <GoogleSignInButton
        available={googleAvailable}
        busy={busy === 'google'}
        disabled={busy !== null}
        signedIn={signedIn}
        onStart={() => setBusy('google')}
        onAlreadySignedIn={onAlreadySignedIn}
      />
      <Divider>or</Divider>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as Tab);
          setError(null);
        }}
      >
        <TabsList aria-label="Sign in or sign up">
          <TabsTrigger value="signIn" disabled={busy !== null}>
            Sign In
          </TabsTrigger>
          <TabsTrigger value="signUp" disabled={busy !== null}>
            Sign Up
          </TabsTrigger>
        </TabsList>
        <TabsContent value="signIn">
          <SignInForm
            {...formProps}
            busy={busy === 'signIn'}
            onSubmit={(values) => run('signIn', () => signIn(values))}
          />
        </TabsContent>
        <TabsContent value="signUp">
          <SignUpForm
            {...formProps}
            busy={busy === 'signUp'}
            onSubmit={(values) => run('signUp', () => signUp(values))}
          />
        </TabsContent>
      </Tabs>
      <Notice>
        By continuing, you agree to MANAN&apos;s <a href={termsUrl}>Terms of Service</a> and{' '}
        <a href={privacyUrl}>Privacy Policy</a>. MANAN&apos;s results are for training and educational support
        only.
      </Notice>
    </>
  );
}
