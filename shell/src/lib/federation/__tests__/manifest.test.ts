import { mfeManifestSchema } from '@manan/contracts';
import { checkManifest, fetchManifest, ManifestError } from '../manifest';

const validManifest = {
  remotes: {
    triage: { name: 'mfe_triage', entry: '/mfe/triage/remoteEntry.js' },
    account: { name: 'mfe_account', entry: '/mfe/account/remoteEntry.js' },
    billing: { name: 'mfe_billing', entry: '/mfe/billing/remoteEntry.js' },
  },
};

function answering(status: number, body: () => unknown): typeof fetch {
  return jest.fn(
    async () => ({ ok: status >= 200 && status < 300, status, json: async () => body() }) as Response,
  );
}

describe('fetchManifest', () => {
  it('when the manifest is valid, then it resolves to it and asks for /mfe/manifest.json', async () => {
    const fetchImpl = answering(200, () => validManifest);
    await expect(fetchManifest(fetchImpl)).resolves.toEqual(validManifest);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/mfe/manifest.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('when a remote is missing, then it rejects with a ManifestError naming it', async () => {
    const { billing: _billing, ...withoutBilling } = validManifest.remotes;
    const promise = fetchManifest(answering(200, () => ({ remotes: withoutBilling })));
    await expect(promise).rejects.toBeInstanceOf(ManifestError);
    await expect(promise).rejects.toThrow('remotes.billing');
  });

  it('when a container name is not a valid identifier, then it rejects', async () => {
    const bad = { remotes: { ...validManifest.remotes, triage: { name: 'mfe-triage', entry: '/x.js' } } };
    await expect(fetchManifest(answering(200, () => bad))).rejects.toThrow('remotes.triage.name');
  });

  it('when the gateway answers an error status, then it rejects', async () => {
    await expect(fetchManifest(answering(503, () => ({})))).rejects.toThrow('HTTP 503');
  });

  it('when the body is not JSON, then it rejects', async () => {
    const notJson = answering(200, () => {
      throw new SyntaxError('Unexpected token <');
    });
    await expect(fetchManifest(notJson)).rejects.toThrow('is not JSON');
  });
});

describe('checkManifest', () => {
  const remotes = validManifest.remotes;
  /** Bodies the gateway might serve: each is accepted or refused exactly as the contract's schema does. */
  const bodies: Array<[string, unknown]> = [
    ['valid', validManifest],
    ['unknown fields', { remotes: { ...remotes, extra: { name: 'x', entry: 'y' } }, version: 2 }],
    [
      'an absolute entry',
      { remotes: { ...remotes, billing: { name: 'mfe_billing', entry: 'https://cdn.example.org/e.js' } } },
    ],
    ['a remote missing', { remotes: { triage: remotes.triage, account: remotes.account } }],
    ['a dash in a name', { remotes: { ...remotes, triage: { name: 'mfe-triage', entry: '/x.js' } } }],
    ['a name starting with a digit', { remotes: { ...remotes, triage: { name: '1mfe', entry: '/x.js' } } }],
    ['an empty entry', { remotes: { ...remotes, account: { name: 'mfe_account', entry: '' } } }],
    ['an entry not a string', { remotes: { ...remotes, account: { name: 'mfe_account', entry: 3 } } }],
    ['remotes an array', { remotes: [] }],
    ['no remotes', {}],
    ['null', null],
    ['text', 'manifest'],
  ];

  it.each(bodies)('agrees with mfeManifestSchema on %s', (_name, body) => {
    const expected = mfeManifestSchema.safeParse(body);
    const { manifest, problems } = checkManifest(body);
    if (expected.success) expect({ manifest, problems }).toEqual({ manifest: expected.data, problems: [] });
    else {
      expect(manifest).toBeUndefined();
      const paths = expected.error.issues.map((issue) => issue.path.join('.') || '(root)');
      for (const path of paths) expect(problems.join('; ')).toContain(path);
    }
  });
});
