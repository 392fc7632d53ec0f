import { Worker } from 'node:worker_threads';
import { pdfWorkerSource } from '../../src/adapters/pdf/pdf-worker.source';
import { createWorkerPdfTextReader } from '../../src/adapters/pdf/worker-pdf-text-reader';
import { PdfReadFailure } from '../../src/domain/blood-report/pdf-text-reader.port';
import { decompressionBombPdf, makePdf } from './support/report-pdfs';

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof PdfReadFailure ? error.reason : String(error)),
  );

describe('the worker PDF reader', () => {
  it('reads the text layer in a worker thread, the event loop staying free meanwhile', async () => {
    const reader = createWorkerPdfTextReader();
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    // Turns of the event loop while the read is under way, not timer ticks: a busy machine or a
    // garbage collection can delay a 10 ms timer past the whole read, but a read done on this thread
    // would leave no turn at all.
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const result = await reader.read(pdf);
    reading = false;
    expect(result).toEqual({ text: expect.stringContaining('Sodium 140 mmol/L'), pages: 1 });
    expect(turns).toBeGreaterThan(5);
    await reader.close();
  });

  it('when the time limit passes, then the worker is ended and the read fails as timed out', async () => {
    const reader = createWorkerPdfTextReader({ timeoutMs: 30 });
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    expect(await reasonOf(reader.read(pdf))).toBe('timed-out');
    await reader.close();
  });

  it('when a bomb slips past the stream budget, then the memory watchdog ends the worker', async () => {
    const reader = createWorkerPdfTextReader({
      maxDecompressedBytes: Number.MAX_SAFE_INTEGER,
      maxMemoryGrowthMb: 64,
    });
    expect(await reasonOf(reader.read(decompressionBombPdf(300 * 1024 * 1024)))).toBe('too-complex');
    await reader.close();
    // Inflating toward 300 MB until the watchdog notices takes seconds on a busy machine.
  }, 30_000);

  it('when more reads arrive than it runs and queues, then the extra ones are refused as busy', async () => {
    const reader = createWorkerPdfTextReader({ concurrency: 1, maxWaiting: 1 });
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    const outcomes = await Promise.all([1, 2, 3].map(() => reasonOf(reader.read(pdf))));
    expect(outcomes.sort()).toEqual(['busy', 'read', 'read']);
    await reader.close();
  });

  describe('as a warm pool', () => {
    it('keeps a worker with pdf.js loaded between reads, reports each read to onParsed, and its stats', async () => {
      const durations: number[] = [];
      const reader = createWorkerPdfTextReader({ concurrency: 1, onParsed: (ms) => durations.push(ms) });
      const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
      expect(reader.stats()).toEqual({ busy: 0, queued: 0, refusedTotal: 0, size: 0 });
      for (let read = 0; read < 3; read += 1) expect((await reader.read(pdf)).pages).toBe(1);
      expect(reader.stats()).toEqual({ busy: 0, queued: 0, refusedTotal: 0, size: 1 });
      expect(durations).toHaveLength(3);
      durations.forEach((ms) => expect(ms).toBeGreaterThan(0));
      // Printed, not asserted: the first read starts the worker and loads pdf.js, the others do not.
      console.log(`PDF reads, cold then warm: ${durations.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`);
      await reader.close();
      expect(reader.stats().size).toBe(0);
    });

    it('counts reads running, waiting and refused', async () => {
      const reader = createWorkerPdfTextReader({ concurrency: 1, maxWaiting: 1 });
      const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
      const reads = [1, 2, 3].map(() => reasonOf(reader.read(pdf)));
      await new Promise((resolve) => setImmediate(resolve));
      expect(reader.stats()).toMatchObject({ busy: 1, queued: 1, refusedTotal: 1 });
      expect((await Promise.all(reads)).sort()).toEqual(['busy', 'read', 'read']);
      expect(reader.stats()).toMatchObject({ busy: 0, queued: 0, refusedTotal: 1 });
      await reader.close();
    });

    it('replaces a worker after its number of reads, when its memory grew, and after a failed read', async () => {
      const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
      const byCount = createWorkerPdfTextReader({ concurrency: 1, maxReadsPerWorker: 2 });
      await byCount.read(pdf);
      expect(byCount.stats().size).toBe(1);
      await byCount.read(pdf);
      expect(byCount.stats().size).toBe(0);
      expect((await byCount.read(pdf)).pages).toBe(1);
      await byCount.close();

      const byMemory = createWorkerPdfTextReader({ concurrency: 1, recycleWorkerAboveMb: 0 });
      expect((await byMemory.read(pdf)).pages).toBe(1);
      expect(byMemory.stats().size).toBe(0);
      await byMemory.close();

      const timedOut = createWorkerPdfTextReader({ concurrency: 1, timeoutMs: 30 });
      expect(await reasonOf(timedOut.read(pdf))).toBe('timed-out');
      expect(timedOut.stats().size).toBe(0);
      await timedOut.close();
    });

    it('when a warm worker reads a bomb after good reads, then the watchdog still ends it and the next read works', async () => {
      const reader = createWorkerPdfTextReader({
        concurrency: 1,
        maxDecompressedBytes: Number.MAX_SAFE_INTEGER,
        maxMemoryGrowthMb: 64,
      });
      const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
      await reader.read(pdf);
      expect(await reasonOf(reader.read(decompressionBombPdf(300 * 1024 * 1024)))).toBe('too-complex');
      await reader.close();
    }, 30_000);
  });

  it("reads with the engine's own Array.prototype.push, which pdf-parse's two bundles replace as they load", async () => {
    // The pool's worker code, behind lines that keep the realm's first push and tell, with every answer,
    // whether it is the one in place (core-js' push in JavaScript cost a fifth of each read).
    const probe = `
      const enginePush = Array.prototype.push;
      const probePort = require('node:worker_threads').parentPort;
      const post = probePort.postMessage.bind(probePort);
      probePort.postMessage = (answer) => post({ ...answer, enginePush: Array.prototype.push === enginePush });
    `;
    const worker = new Worker(probe + pdfWorkerSource, {
      eval: true,
      workerData: { pdfParsePath: require.resolve('pdf-parse') },
    });
    const answers: Array<{ kind: string; text?: string; enginePush: boolean }> = [];
    const read = new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (answer: (typeof answers)[number]) => {
        answers.push(answer);
        if (answer.kind !== 'ready') resolve();
      });
    });
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    worker.postMessage({ pdf: new Uint8Array(pdf), maxPages: 50 });
    await read;
    await worker.terminate();
    expect(answers).toEqual([
      { kind: 'ready', enginePush: true },
      expect.objectContaining({
        kind: 'text',
        text: expect.stringContaining('Sodium 140'),
        enginePush: true,
      }),
    ]);
  });
});
