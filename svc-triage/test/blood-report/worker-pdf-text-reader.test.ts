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
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const result = await reader.read(pdf);
    clearInterval(ticker);
    expect(result).toEqual({ text: expect.stringContaining('Sodium 140 mmol/L'), pages: 1 });
    expect(ticks).toBeGreaterThan(5);
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
});
