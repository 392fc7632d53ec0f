// Lab reports of 1 and 10 pages made with pdfkit (as a lab's reporting system prints them), and the
// reference time of `pdftotext -layout` (poppler-utils) on the same file.
/* global Buffer, performance */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const rows = [
  ['Haemoglobin', '128', 'g/L', '115 - 165'],
  ['White cell count', '11.8', 'x10^9/L', '4.0 - 11.0', 'H'],
  ['Platelets', '245', 'x10^9/L', '150 - 400'],
  ['Sodium', '138', 'mmol/L', '135 - 145'],
  ['Potassium', '5.9', 'mmol/L', '3.5 - 5.1', 'H'],
  ['Urea', '7.2', 'mmol/L', '2.5 - 7.8'],
  ['Creatinine', '96', 'umol/L', '45 - 90', 'H'],
  ['C-reactive protein', '48', 'mg/L', '0 - 5', 'H'],
  ['Glucose', '6.1', 'mmol/L', '3.9 - 7.8'],
  ['Albumin', '36', 'g/L', '35 - 50'],
];

export function labReportPdf(pages) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 0; page < pages; page += 1) {
      if (page > 0) doc.addPage();
      doc.fontSize(14).text(`City Hospital Laboratory - page ${page + 1} of ${pages}`, 40, 50);
      doc.fontSize(10);
      for (let block = 0; block < 3; block += 1) {
        rows.forEach((row, index) => {
          const top = 100 + (block * rows.length + index) * 20;
          row.forEach((cell, column) =>
            doc.text(cell, [40, 200, 260, 340, 440][column], top, { lineBreak: false }),
          );
        });
      }
    }
    doc.end();
  });
}

/** pdftotext's path, or undefined when poppler-utils is not installed. */
export function findPdftotext() {
  const which = spawnSync('sh', ['-c', 'command -v pdftotext'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** Median wall time (ms) of `pdftotext -layout` on the file, over `runs` runs. */
export function pdftotextMedianMs(pdftotext, pdf, runs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-bench-pdf-'));
  const file = path.join(dir, 'report.pdf');
  fs.writeFileSync(file, pdf);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const startedAt = performance.now();
    const result = spawnSync(pdftotext, ['-layout', file, path.join(dir, 'report.txt')]);
    times.push(performance.now() - startedAt);
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
