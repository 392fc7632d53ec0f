import http from 'node:http';
import {
  TooManyUploadsInFlightError,
  createUploadsInFlight,
} from '../../src/domain/blood-report/uploads-in-flight';
import { startBloodReportApp, type BloodReportApp } from './support/blood-report-app';
import { makePdf } from './support/report-pdfs';

let service: BloodReportApp;
let report: Buffer;

beforeAll(async () => {
  service = await startBloodReportApp();
  report = await makePdf((doc) => doc.text('Potassium 4.1 mmol/L 3.5-5.1'));
});
afterAll(() => service.close());

/** An upload whose body is still arriving: in flight until `finish` sends the rest. */
function slowUpload(cookie: string): { finish(): Promise<number> } {
  const boundary = 'in-flight-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), report, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const request = http.request(`${service.url}/api/parse-blood-report`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 64));
  return {
    finish() {
      request.end(body.subarray(64));
      return status;
    },
  };
}

describe('POST /api/parse-blood-report: at most 2 uploads in flight per user, before the shared queue', () => {
  it("when a user's third upload arrives while two are being read, then 429 with Retry-After; another user goes through", async () => {
    const first = slowUpload(service.cookie);
    const second = slowUpload(service.cookie);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const third = await service.upload([{ name: 'third.pdf', data: report }]);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('10');
    expect(await third.json()).toMatchObject({
      error: {
        code: 'BLOOD_REPORT.TOO_MANY_IN_FLIGHT',
        message:
          'You already have 2 blood reports being read; wait for them to finish, then upload this one again',
      },
    });

    const otherUser = await service.upload([{ name: 'mine.pdf', data: report }], 'clinician-2');
    expect(otherUser.status).toBe(200);

    expect(await Promise.all([first.finish(), second.finish()])).toEqual([200, 200]);
    // Once the first two are answered, the user may upload again.
    expect((await service.upload([{ name: 'again.pdf', data: report }])).status).toBe(200);
  });

  it('when an upload ends however it ends, then its place is given back once', () => {
    const inFlight = createUploadsInFlight(2);
    const endFirst = inFlight.start('a');
    inFlight.start('a');
    expect(() => inFlight.start('a')).toThrow(TooManyUploadsInFlightError);
    endFirst();
    endFirst();
    expect(inFlight.count('a')).toBe(1);
    expect(() => inFlight.start('a')).not.toThrow();
    expect(() => inFlight.start('a')).toThrow(TooManyUploadsInFlightError);
  });
});
