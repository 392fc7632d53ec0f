import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import type { AccountExport, BillingExport, CaseExportPage } from '@manan/contracts';
import { installFakeFetch, renderAt } from '../../../../testing/render-at';
import { SettingsPage } from '../../settings-page';

const account: AccountExport = {
  exportedAt: '2026-11-24T09:00:00.000Z',
  account: {
    id: 'user-1',
    username: 'ada',
    email: 'ada@example.org',
    displayName: 'Ada Lovelace',
    createdAt: '2026-01-02T03:04:05.000Z',
    signInMethods: ['password'],
  },
  notificationSettings: { emailNotifications: true, appNotifications: false },
};

const billing: BillingExport = {
  exportedAt: '2026-11-24T09:00:00.000Z',
  subscription: {
    active: false,
    status: 'free',
    tier: 'free',
    startDate: null,
    endDate: null,
    autoRenew: false,
    stripeDetails: { nextBillingDate: null },
  },
  paymentProvider: null,
  usage: {
    currentMonth: { used: 3, limit: 20, isPremium: false },
    months: [{ month: '2026-11', analyses: 3 }],
  },
};

const exportedCase = (id: string, chiefComplaint: string) => ({
  case: {
    id,
    chiefComplaint,
    result: { level: 'HIGH' as const, esi: 2 },
    createdAt: '2026-11-20T10:00:00.000Z',
    revisions: [
      {
        revision: 1,
        kind: 'analysis' as const,
        createdAt: '2026-11-20T10:00:00.000Z',
        triageLevel: 'HIGH',
        analysis: 'x',
      },
    ],
  },
  fhirBundle: {
    resourceType: 'Bundle' as const,
    type: 'collection' as const,
    entry: [{ fullUrl: `urn:uuid:${id}`, resource: { resourceType: 'Patient', gender: 'male' } }],
  },
});

const firstPage: CaseExportPage = {
  cases: [exportedCase('case-1', 'Chest pain'), exportedCase('case-2', 'Headache')],
  nextCursor: 'cursor-after-case-2',
};
const lastPage: CaseExportPage = { cases: [exportedCase('case-3', 'Fall')], nextCursor: null };

/** What the page handed to the browser's downloads: the file and its name. */
function captureDownloads() {
  const saved: Array<{ blob: Blob; fileName: string }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, fileName: this.download });
  });
  return saved;
}

const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('/settings: Download my data', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when clicked, then the three parts and every page of cases go into one ZIP that is downloaded', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const server = installFakeFetch();
    server.respond('GET /api/user/settings', { body: { emailNotifications: true, appNotifications: false } });
    server.respond('GET /api/export/account', { body: account });
    server.respond('GET /api/export/billing', { body: billing });
    server.respond('GET /api/export/cases', (request) => ({
      body: new URL(request.url).searchParams.get('cursor') === 'cursor-after-case-2' ? lastPage : firstPage,
    }));
    const { currentToast } = renderAt('/settings', <SettingsPage />, { server });

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(/^manan-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(saved[0]!.blob.type).toBe('application/zip');

    const files = unzipSync(await bytesOf(saved[0]!.blob));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'cases/case-1.json',
      'cases/case-2.json',
      'cases/case-3.json',
      'fhir/case-1.json',
      'fhir/case-2.json',
      'fhir/case-3.json',
      'subscription.json',
    ]);
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(json('account.json')).toEqual(account);
    expect(json('subscription.json')).toEqual(billing);
    expect(json('cases/case-3.json')).toEqual(lastPage.cases[0]!.case);
    expect(json('fhir/case-1.json')).toEqual(firstPage.cases[0]!.fhirBundle);
    expect(strFromU8(files['README.txt']!)).toContain('Your 3 cases');
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Your data is ready' }));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('when a part cannot be read, then nothing is downloaded and the error toast says to try again', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = installFakeFetch();
    server.respond('GET /api/user/settings', { body: { emailNotifications: true, appNotifications: true } });
    server.respond('GET /api/export/account', { body: account });
    server.respond('GET /api/export/billing', { body: billing });
    server.respond('GET /api/export/cases', { status: 503, statusText: 'Service Unavailable' });
    const { currentToast } = renderAt('/settings', <SettingsPage />, { server });

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Could not download your data. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('while the data is prepared, the button is busy and disabled', async () => {
    const user = userEvent.setup();
    captureDownloads();
    const server = installFakeFetch();
    let releaseBilling: () => void = () => {};
    server.respond('GET /api/user/settings', { body: { emailNotifications: true, appNotifications: true } });
    server.respond('GET /api/export/account', { body: account });
    server.respond(
      'GET /api/export/billing',
      () => new Promise((resolve) => (releaseBilling = () => resolve({ body: billing }))),
    );
    server.respond('GET /api/export/cases', { body: lastPage });
    renderAt('/settings', <SettingsPage />, { server });

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    const busy = await screen.findByRole('button', { name: 'Preparing your data…' });
    expect(busy).toBeDisabled();
    releaseBilling();
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
