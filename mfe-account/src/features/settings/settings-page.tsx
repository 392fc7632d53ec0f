import styled from 'styled-components';
import { Page, Spinner, useSignedInUser } from '@manan/ui-kit';
import { SignedOutNotice } from '../../components/signed-out-notice';
import { DeleteAccountSection } from './delete-account/delete-account-section';
import { DownloadMyData } from './download-my-data';
import { NotificationPreferences } from './notification-preferences';
import { ProfileCard } from './profile-card';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 720px;
`;

/** /settings: the profile and the notification preferences. */
export function SettingsPage() {
  const { user, isLoading } = useSignedInUser();
  return (
    <Page title="Settings" lead="Your profile and notification preferences.">
      {isLoading ? <Spinner label="Checking your sign-in…" /> : null}
      {!isLoading && !user ? <SignedOutNotice text="Please sign in to access your settings." /> : null}
      {user ? (
        <Stack>
          <ProfileCard user={user} />
          <NotificationPreferences />
          <DownloadMyData />
          <DeleteAccountSection username={user.username} />
        </Stack>
      ) : null}
    </Page>
  );
}
