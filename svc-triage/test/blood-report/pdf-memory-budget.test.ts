import { createMemoryBudget } from '../../src/adapters/pdf/memory-budget';
import { createWorkerPdfTextReader, memoryNeededFor } from '../../src/adapters/pdf/worker-pdf-text-reader';
import { PdfReadFailure } from '../../src/domain/blood-report/pdf-text-reader.port';
import { makePdf } from './support/report-pdfs';

const megabyte = 1024 * 1024;

describe('one memory budget for all PDF work', () => {
  it('grants reservations in order while they fit, makes the rest wait, and refuses one that never could', async () => {
    const budget = createMemoryBudget(100);
    const first = await budget.reserve(60);
    const granted: string[] = [];
    const second = budget.reserve(50).then((release) => (granted.push('second'), release));
    const third = budget.reserve(10).then((release) => (granted.push('third'), release));
    expect(await budget.reserve(101)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    // The third would fit now, but waits behind the second: no read starves behind smaller ones.
    expect(granted).toEqual([]);
    first!();
    first!();
    await Promise.all([second, third]);
    expect(granted).toEqual(['second', 'third']);
    expect(budget.inUse()).toBe(60);
  });

  it('when two readers share a budget that fits one read, then their reads run one after the other', async () => {
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    const budget = createMemoryBudget(memoryNeededFor(pdf.length, 4 * megabyte));
    const readers = [1, 2].map(() => createWorkerPdfTextReader({ memoryBudget: budget }));
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, budget.inUse())), 1);
    const results = await Promise.all(readers.map((reader) => reader.read(pdf)));
    clearInterval(sampler);
    expect(results.map(({ pages }) => pages)).toEqual([1, 1]);
    // Each read held more than half the budget, so the two could only have held it in turn.
    expect(most).toBeGreaterThan(budget.totalBytes / 2);
    expect(most).toBeLessThanOrEqual(budget.totalBytes);
    expect(budget.inUse()).toBe(0);
    await Promise.all(readers.map((reader) => reader.close()));
  });

  it('when a read could never fit the budget, then it is refused as too complex without a worker', async () => {
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    const reader = createWorkerPdfTextReader({ memoryBudget: createMemoryBudget(megabyte) });
    await expect(reader.read(pdf)).rejects.toEqual(new PdfReadFailure('too-complex'));
    await reader.close();
  });
});
