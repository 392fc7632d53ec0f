import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { Router } from 'express';
import {
  createLogger,
  createServiceApp,
  createSessionTokenVerifier,
  requireSession,
  staticPublicKeys,
} from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import {
  createWorkerPdfTextReader,
  type WorkerPdfTextReaderOptions,
} from '../../../src/adapters/pdf/worker-pdf-text-reader';
import { bloodReportRoutes } from '../../../src/http/blood-report.routes';

export interface BloodReportApp {
  url: string;
  /** A signed-in user's session cookie, for requests made by hand. */
  cookie: string;
  /** Every log line the service wrote. */
  logs: string[];
  /** Sends the files as `userId` (by default one user's session). */
  upload(
    files: Array<{ name: string; data: Buffer | string; field?: string }>,
    userId?: string,
  ): Promise<Response>;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** The blood-report router in a service app of its own, on port 0, with the real worker reader. */
export async function startBloodReportApp(
  readerOptions: WorkerPdfTextReaderOptions = {},
): Promise<BloodReportApp> {
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger({ service: 'svc-triage', destination });
  const reader = createWorkerPdfTextReader(readerOptions);
  // Sessions as the service checks them: tokens signed by a test authority, verified with its key.
  const authority = createTestSessionAuthority();
  const sessions = createSessionTokenVerifier({
    publicKeys: staticPublicKeys([{ keyId: authority.key.keyId, publicKey: authority.key.publicKey }]),
    issuer: authority.issuer,
    audience: authority.audience,
    isRevoked: async () => false,
  });
  const app = createServiceApp({
    service: 'svc-triage',
    logger,
    readinessChecks: {},
    routes: [Router().use(requireSession(sessions), bloodReportRoutes({ reader }))],
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    cookie: authority.token('clinician-1').cookie,
    logs,
    upload(files, userId = 'clinician-1') {
      const form = new FormData();
      for (const file of files) {
        form.append(file.field ?? 'file', new Blob([file.data]), file.name);
      }
      return fetch(`${url}/api/parse-blood-report`, {
        method: 'POST',
        body: form,
        headers: { cookie: authority.token(userId).cookie },
      });
    },
    async healthy() {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      return response.ok;
    },
    async close() {
      await reader.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
