import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { createLogger, createServiceApp } from '@manan/service-kit';
import {
  createWorkerPdfTextReader,
  type WorkerPdfTextReaderOptions,
} from '../../../src/adapters/pdf/worker-pdf-text-reader';
import { bloodReportRoutes } from '../../../src/http/blood-report.routes';

export interface BloodReportApp {
  url: string;
  /** Every log line the service wrote. */
  logs: string[];
  upload(files: Array<{ name: string; data: Buffer | string; field?: string }>): Promise<Response>;
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
  const app = createServiceApp({
    service: 'svc-triage',
    logger,
    readinessChecks: {},
    routes: [bloodReportRoutes({ reader })],
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    logs,
    upload(files) {
      const form = new FormData();
      for (const file of files) {
        form.append(file.field ?? 'file', new Blob([file.data]), file.name);
      }
      return fetch(`${url}/api/parse-blood-report`, { method: 'POST', body: form });
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
