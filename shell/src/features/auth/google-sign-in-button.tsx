import { apiPaths } from '@manan/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@manan/ui-kit';
import { sendBrowserTo } from '../../lib/browser-location';
import { busyLabels } from './auth-messages';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const WideButton = styled(Button)`
  width: 100%;
`;

const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface GoogleSignInButtonProps {
  /** The server offers Google sign-in (GET /api/auth/status → providers.google). */
  available: boolean;
  busy: boolean;
  disabled: boolean;
  signedIn: boolean;
  onStart: () => void;
  onAlreadySignedIn: () => void;
}

/** 'Continue with Google': the browser leaves for /api/auth/google?t=<timestamp> (spec §2, §7). */
export function GoogleSignInButton({
  available,
  busy,
  disabled,
  signedIn,
  onStart,
  onAlreadySignedIn,
}: GoogleSignInButtonProps) {
  const explanationId = useId();
  const start = () => {
    if (signedIn) {
      onAlreadySignedIn();
      return;
    }
    onStart();
    sendBrowserTo(`${apiPaths.googleSignIn}?t=${Date.now()}`);
  };
  return (
    <Wrapper>
      <WideButton
        type="button"
        $variant="secondary"
        onClick={start}
        disabled={disabled || !available}
        aria-describedby={available ? undefined : explanationId}
      >
        <GoogleMark />
        {busy ? busyLabels.google : 'Continue with Google'}
      </WideButton>
      {available ? null : (
        <Explanation id={explanationId}>
          Google sign-in is not available on this server. Sign in or sign up with a username and password.
        </Explanation>
      )}
    </Wrapper>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
