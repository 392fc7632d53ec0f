/**
 * @jest-environment node
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { isMananApiError } from '@manan/ui-kit';
import { asPageOf, recordHttpPact } from '@manan/ui-kit/testing/pact';
import { accountDeletionApi } from '../../src/api/account-deletion-api';
import { dataExportApi } from '../../src/api/data-export-api';
import { settingsApi } from '../../src/api/settings-api';

const { like, boolean, eachLike, regex, datetime } = MatchersV3;

const isoTime = (example: string) => datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);

describe('HTTP pact: mfe-account (consumer) with svc-auth (provider)', () => {
  const { pact, publish } = recordHttpPact('mfe-account', 'svc-auth');
  afterAll(publish);

  it('GET /api/user/settings: both notifications are on until the user changes them', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'settings-reader' })
      .uponReceiving('a request for the notification settings')
      .withRequest('GET', '/api/user/settings')
      .willRespondWith(200, (response) =>
        response.jsonBody({ emailNotifications: boolean(true), appNotifications: boolean(true) }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(settingsApi.endpoints.notificationSettings.initiate());
          expect(data).toEqual({ emailNotifications: true, appNotifications: true });
        }),
      );
  });

  it('POST /api/user/settings: the saved settings come back', async () => {
    const settings = { emailNotifications: false, appNotifications: true };
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'settings-writer' })
      .uponReceiving('a request to save the notification settings')
      .withRequest('POST', '/api/user/settings', (request) => request.jsonBody(settings))
      .willRespondWith(200, (response) => response.jsonBody(settings))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            settingsApi.endpoints.saveNotificationSettings.initiate(settings),
          );
          expect(data).toEqual(settings);
        }),
      );
  });

  it('GET /api/user/settings without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a request for the notification settings without a session')
      .withRequest('GET', '/api/user/settings')
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(settingsApi.endpoints.notificationSettings.initiate());
          expect(isMananApiError(error) && error.status).toBe(401);
        }),
      );
  });

  it('GET /api/export/account: the account and settings for "Download my data", without any secret', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'data-exporter' })
      .uponReceiving('a request for the account part of the data export')
      .withRequest('GET', '/api/export/account')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          exportedAt: isoTime('2026-11-24T09:00:00.000Z'),
          account: {
            id: like('3b1f8c7e-2a4d-4f0e-9c1b-7d5e6f8a9b0c'),
            username: 'data-exporter',
            email: like('data-exporter@example.org'),
            displayName: like('data-exporter'),
            createdAt: isoTime('2026-11-20T10:00:00.000Z'),
            signInMethods: eachLike(regex('^(password|google)$', 'password')),
          },
          notificationSettings: { emailNotifications: boolean(true), appNotifications: boolean(true) },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(dataExportApi.endpoints.accountExport.initiate());
          expect(data?.account).toMatchObject({ username: 'data-exporter', signInMethods: ['password'] });
          expect(data?.notificationSettings).toEqual({ emailNotifications: true, appNotifications: true });
        }),
      );
  });

  it('GET /api/export/account without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a request for the account part of the data export without a session')
      .withRequest('GET', '/api/export/account')
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(dataExportApi.endpoints.accountExport.initiate());
          expect(isMananApiError(error) && error.status).toBe(401);
        }),
      );
  });

  it('POST /api/user/delete: the account is deleted once its username is typed again', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'account-deleter' })
      .uponReceiving('a request to delete the account, confirmed with its username')
      .withRequest('POST', '/api/user/delete', (request) => request.jsonBody({ username: 'account-deleter' }))
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            accountDeletionApi.endpoints.deleteAccount.initiate({ username: 'account-deleter' }),
          );
          expect(data).toEqual({ success: true });
        }),
      );
  });

  it('POST /api/user/delete with another username: 400 ACCOUNT.CONFIRMATION_MISMATCH and the message to show', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'account-keeper' })
      .uponReceiving('a request to delete the account, confirmed with the wrong username')
      .withRequest('POST', '/api/user/delete', (request) => request.jsonBody({ username: 'someone-else' }))
      .willRespondWith(400, (response) =>
        response.jsonBody({
          error: {
            code: 'ACCOUNT.CONFIRMATION_MISMATCH',
            message: like('The username you typed does not match this account'),
          },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(
            accountDeletionApi.endpoints.deleteAccount.initiate({ username: 'someone-else' }),
          );
          expect(isMananApiError(error) && error.status).toBe(400);
        }),
      );
  });
});
