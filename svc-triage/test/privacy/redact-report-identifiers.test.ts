import { redactReportIdentifiers } from '../../src/domain/privacy/redact-report-identifiers';

describe('redactReportIdentifiers', () => {
  it('replaces the identifiers of a report text by their tags and counts them by kind', () => {
    const { text, removed } = redactReportIdentifiers(
      'Blood report:\nHIV antibody Negative (ref Negative) reported to Dr Rao on 0161 496 0734, Mrs Jones\nPotassium 7.1 mmol/L (ref 3.5–5.1) HIGH',
    );
    expect(text).toBe(
      'Blood report:\nHIV antibody Negative (ref Negative) reported to [NAME] on [PHONE], [NAME]\nPotassium 7.1 mmol/L (ref 3.5–5.1) HIGH',
    );
    expect(removed).toEqual([
      { kind: 'name', count: 2 },
      { kind: 'phone', count: 1 },
    ]);
  });

  it('leaves a report of lab values alone', () => {
    const report =
      'Blood report:\nSodium 128 mmol/L (ref 135–145) LOW\nTroponin I 1200 ng/L (ref 0–34) CRITICAL HIGH';
    expect(redactReportIdentifiers(report)).toEqual({ text: report, removed: [] });
  });
});
