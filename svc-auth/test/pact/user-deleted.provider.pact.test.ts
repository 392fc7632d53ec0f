import { verifyMessagePact } from '@manan/service-kit/testing';
import { userDeletedEvent } from '../../src/domain/accounts/user-deleted.event';

describe('message pact: svc-auth provides auth.user.deleted.v1', () => {
  it.each(['svc-triage', 'svc-billing'])(
    "when svc-auth's real event factory builds the event, then it satisfies %s's pact",
    async (consumer) => {
      await expect(
        verifyMessagePact({
          consumer,
          provider: 'svc-auth',
          exchange: 'manan.events',
          messageProviders: { 'auth.user.deleted.v1': () => userDeletedEvent('user-9', new Date()) },
        }),
      ).resolves.toBeDefined();
    },
    30_000,
  );
});
