import { deflateSync } from 'node:zlib';
import { measureDecodedSize } from '../../src/adapters/pdf/decompressed-size-guard';
import {
  abbreviatedFilterBombPdf,
  doubleFlateBombPdf,
  escapedNameBombPdf,
  hexThenFlateBombPdf,
  indirectFilterBombPdf,
  longDictionaryBombPdf,
  pdfWith,
  zerosAsZlib,
} from './support/hostile-pdfs';
import { makePdf } from './support/report-pdfs';

const megabyte = 1024 * 1024;
const budget = 64 * megabyte;
const bombSize = 256 * megabyte;

describe('the decoded-size measure reads each stream’s filter chain from its parsed dictionary', () => {
  it.each([
    ['Flate inside Flate (3 GB)', () => doubleFlateBombPdf()],
    ['the abbreviation /Fl', () => abbreviatedFilterBombPdf(bombSize)],
    ['a #xx name escape (/#46lateDecode)', () => escapedNameBombPdf(bombSize)],
    ['/Filter in an indirect object', () => indirectFilterBombPdf(bombSize)],
    ['a dictionary over 2 KB', () => longDictionaryBombPdf(bombSize)],
    ['ASCIIHex before Flate ([/AHx /Fl])', () => hexThenFlateBombPdf(bombSize)],
  ])('when the bomb is dressed as %s, then it is over the budget', async (_, build) => {
    const pdf = build();
    expect(pdf.length).toBeLessThan(2 * megabyte);
    const startedAt = Date.now();
    expect(await measureDecodedSize(pdf, budget)).toEqual({ fits: false, reason: 'over-budget' });
    // Decoding stops at the budget: a 3 GB bomb costs no more than a 64 MB one.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });

  it('when a /Filter sits in an object stream, then it is found there', async () => {
    // Object 6, at offset 0 after the 4-byte header, is the filter array.
    const objectStream = deflateSync(Buffer.from('6 0 [/FlateDecode]'));
    const pdf = pdfWith(
      {
        dictionary: `<< /Length ${zerosAsZlib(bombSize).length} /Filter 6 0 R >>`,
        stream: zerosAsZlib(bombSize),
      },
      [
        {
          dictionary: `<< /Type /ObjStm /N 1 /First 4 /Length ${objectStream.length} /Filter /FlateDecode >>`,
          stream: objectStream,
        },
      ],
    );
    expect(await measureDecodedSize(pdf, budget)).toEqual({ fits: false, reason: 'over-budget' });
  });

  it('when the word endstream hides inside the data, then /Length decides where the stream ends', async () => {
    const stream = Buffer.concat([Buffer.from('endstream'), Buffer.alloc(4 * megabyte)]);
    const pdf = pdfWith({ dictionary: `<< /Length ${stream.length} /Filter /AHx >>`, stream });
    // Hex of 4 MB of zeros is nothing (NUL is no digit); 4 MB of hex digits decode to 2 MB.
    const digits = Buffer.concat([Buffer.from('endstream'), Buffer.alloc(4 * megabyte, 0x30)]);
    const hex = pdfWith({ dictionary: `<< /Length ${digits.length} /Filter /AHx >>`, stream: digits });
    expect(await measureDecodedSize(pdf, budget)).toMatchObject({ fits: true });
    expect(await measureDecodedSize(hex, megabyte)).toEqual({ fits: false, reason: 'over-budget' });
  });

  it('when LZW, ASCII85 or RunLength expand past the budget, then they are counted too', async () => {
    const runLength = Buffer.concat([
      Buffer.alloc(200_000).map((_, index) => (index % 2 ? 0 : 129)),
      Buffer.of(128),
    ]);
    const ascii85 = Buffer.from(`${'z'.repeat(400_000)}~>`);
    for (const [filter, stream] of [
      ['/RL', runLength],
      ['/A85', ascii85],
    ] as const) {
      const pdf = pdfWith({ dictionary: `<< /Length ${stream.length} /Filter ${filter} >>`, stream });
      expect(await measureDecodedSize(pdf, megabyte)).toEqual({ fits: false, reason: 'over-budget' });
      expect(await measureDecodedSize(pdf, 16 * megabyte)).toMatchObject({ fits: true });
    }
  });

  it('when a page content stream claims an image codec, then it is refused; a real image is skipped', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    const asContent = pdfWith({ dictionary: `<< /Length 4 /Filter /DCT >>`, stream: jpeg });
    const asImage = pdfWith({ dictionary: '<< /Length 0 >>', stream: Buffer.alloc(0) }, [
      {
        dictionary: '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length 4 /Filter /DCTDecode >>',
        stream: jpeg,
      },
    ]);
    expect(await measureDecodedSize(asContent, budget)).toEqual({
      fits: false,
      reason: 'image-codec-outside-image',
    });
    expect(await measureDecodedSize(asImage, budget)).toEqual({ fits: true, decodedBytes: 0 });
  });

  it('when a small Flate stream decodes to more than is inflated at once, then all of it is still counted', async () => {
    const flate = (bytes: number) => {
      const stream = deflateSync(Buffer.alloc(bytes), { level: 9 });
      expect(stream.length).toBeLessThan(64 * 1024);
      return pdfWith({ dictionary: `<< /Length ${stream.length} /Filter /FlateDecode >>`, stream });
    };
    // 3 MB: inflated in one call; 10 MB and 40 MB: past its 4 MB bound, measured by the streaming decoder.
    for (const bytes of [3 * megabyte, 10 * megabyte, 40 * megabyte]) {
      const verdict = await measureDecodedSize(flate(bytes), budget);
      expect(verdict).toEqual({ fits: true, decodedBytes: bytes });
    }
    expect(await measureDecodedSize(flate(40 * megabyte), 32 * megabyte)).toEqual({
      fits: false,
      reason: 'over-budget',
    });
    expect(await measureDecodedSize(flate(3 * megabyte), 2 * megabyte)).toEqual({
      fits: false,
      reason: 'over-budget',
    });
    // Truncated: what decodes before the cut is counted, as before.
    const whole = deflateSync(Buffer.alloc(megabyte));
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const truncated = await measureDecodedSize(
      pdfWith({ dictionary: `<< /Length ${cut.length} /Filter /FlateDecode >>`, stream: cut }),
      budget,
    );
    expect(truncated.fits).toBe(true);
    // Compressing 40 MB twice at level 9 to make the inputs takes seconds on a loaded 2-core CI machine.
  }, 30_000);

  it('when the PDF is an ordinary report, then it fits and its decoded size is measured', async () => {
    const report = await makePdf((doc) => doc.text('Potassium 4.1 mmol/L 3.5-5.1'));
    const verdict = await measureDecodedSize(report, budget);
    expect(verdict).toMatchObject({ fits: true });
    expect(verdict.fits && verdict.decodedBytes).toBeGreaterThan(0);
  });
});
