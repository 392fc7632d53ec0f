import { startBloodReportApp, type BloodReportApp } from './support/blood-report-app';
import { decompressionBombPdf, makePdf } from './support/report-pdfs';

let service: BloodReportApp;
let validReport: Buffer;

beforeAll(async () => {
  service = await startBloodReportApp();
  validReport = await makePdf((doc) => doc.text('Potassium 4.1 mmol/L 3.5-5.1'));
});

afterAll(() => service.close());

async function expectRefusal(response: Response, status: number, message: string | RegExp): Promise<void> {
  const body = (await response.json()) as { error?: { message?: string } };
  expect({ status: response.status, error: body.error?.message }).toEqual({
    status,
    error: typeof message === 'string' ? message : expect.stringMatching(message),
  });
  expect(await service.healthy()).toBe(true);
}

describe('POST /api/parse-blood-report refuses what it cannot or must not read, and stays healthy', () => {
  it('when a file that is not a PDF is named .pdf, then 400', async () => {
    const response = await service.upload([{ name: 'photo.pdf', data: Buffer.from('\x89PNG\r\n\x1a\n...') }]);
    await expectRefusal(response, 400, 'Only PDF files are accepted');
  });

  it('when a PDF is sent under another extension, then 400', async () => {
    const response = await service.upload([{ name: 'report.txt', data: validReport }]);
    await expectRefusal(response, 400, 'Only PDF files are accepted');
  });

  it('when the PDF is truncated, then 422 with a clear message', async () => {
    const truncated = validReport.subarray(0, Math.floor(validReport.length * 0.6));
    const response = await service.upload([{ name: 'cut.pdf', data: truncated }]);
    await expectRefusal(response, 422, /^This PDF is damaged or incomplete/);
  });

  it('when the PDF is encrypted, then 422: no readable text', async () => {
    const encrypted = await makePdf((doc) => doc.text('Potassium 7.1 mmol/L'), {
      userPassword: 'secret',
      ownerPassword: 'owner',
    });
    const response = await service.upload([{ name: 'locked.pdf', data: encrypted }]);
    await expectRefusal(response, 422, 'This PDF has no readable text; please enter values manually');
  });

  it('when the PDF is a scan with no text layer, then 422: no readable text', async () => {
    const imageOnly = await makePdf((doc) => doc.rect(40, 40, 300, 200).fill('#333'));
    const response = await service.upload([{ name: 'scan.pdf', data: imageOnly }]);
    await expectRefusal(response, 422, 'This PDF has no readable text; please enter values manually');
  });

  it('when the PDF has text but no lab values, then 422', async () => {
    const letter = await makePdf((doc) => doc.text('Dear colleague, thank you for seeing this patient.'));
    const response = await service.upload([{ name: 'letter.pdf', data: letter }]);
    await expectRefusal(response, 422, 'No lab values found in this report');
  });

  it('when the PDF has 60 pages, then 422: over the page limit', async () => {
    const long = await makePdf((doc) => {
      for (let page = 1; page <= 60; page += 1) {
        if (page > 1) doc.addPage();
        doc.text(`Sodium 14${page % 10} mmol/L`);
      }
    });
    const response = await service.upload([{ name: 'long.pdf', data: long }]);
    await expectRefusal(response, 422, /^This PDF has more than 50 pages/);
  });

  it('when the PDF is a decompression bomb, then 422 quickly and memory stays bounded', async () => {
    const bomb = decompressionBombPdf(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const memoryBefore = process.memoryUsage.rss();
    const startedAt = Date.now();
    const response = await service.upload([{ name: 'bomb.pdf', data: bomb }]);
    await expectRefusal(response, 422, /^This PDF is too complex to read safely/);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(process.memoryUsage.rss() - memoryBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('when the file is over 10 MB, then 413 with a JSON error', async () => {
    const big = Buffer.concat([validReport, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await service.upload([{ name: 'big.pdf', data: big }]);
    await expectRefusal(response, 413, 'The file is too large; the limit is 10 MB');
  });

  it('when no field "file" is sent, then 400', async () => {
    const response = await fetch(`${service.url}/api/parse-blood-report`, {
      method: 'POST',
      headers: { cookie: service.cookie },
      body: (() => {
        const form = new FormData();
        form.append('note', 'no file here');
        return form;
      })(),
    });
    await expectRefusal(response, 400, 'Attach the blood report PDF in the field "file"');
  });

  it('when the file is in another field, then 400', async () => {
    const response = await service.upload([{ name: 'report.pdf', data: validReport, field: 'upload' }]);
    await expectRefusal(response, 400, 'Attach the blood report PDF in the field "file"');
  });

  it('when two files are sent, then 400', async () => {
    const response = await service.upload([
      { name: 'a.pdf', data: validReport },
      { name: 'b.pdf', data: validReport },
    ]);
    await expectRefusal(response, 400, 'Send one file per request');
  });

  it('when the body is not multipart, then 400', async () => {
    const response = await fetch(`${service.url}/api/parse-blood-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', cookie: service.cookie },
      body: validReport,
    });
    await expectRefusal(
      response,
      400,
      'Send the blood report as multipart/form-data with one file in the field "file"',
    );
  });

  it('when the multipart body is cut short, then 400', async () => {
    const response = await fetch(`${service.url}/api/parse-blood-report`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', cookie: service.cookie },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 ...',
    });
    await expectRefusal(response, 400, 'The upload is not valid multipart/form-data');
  });
});
