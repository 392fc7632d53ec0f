import styled from 'styled-components';
import type { PublicUser } from '@manan/contracts';
import { Card, UserAvatar, displayNameOf } from '@manan/ui-kit';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The user's photo (or initials), display name and email; read-only. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const name = displayNameOf(user);
  return (
    <Card aria-labelledby="settings-profile-heading">
      <h2 id="settings-profile-heading">User Profile</h2>
      <Row>
        <UserAvatar name={name} photoURL={user.photoURL} size={72} />
        <Fields>
          <div>
            <dt>Display name</dt>
            <dd>{user.displayName.trim() || 'Not set'}</dd>
          </div>
          <div>
            <dt>Username</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </Fields>
      </Row>
    </Card>
  );
}
