import { caseOf } from '../../../testing/cases';
import { assessmentPdfContent } from '../assessment-pdf';

const levelLine = (summary: ReturnType<typeof caseOf>) =>
  assessmentPdfContent(summary, new Date('2025-03-12T15:00:00Z')).blocks.find((block) =>
    block.text.startsWith('Triage Level:'),
  )?.text;

describe("a past assessment's PDF: the triage level", () => {
  it("is the structured result's level and ESI, not what the text would give", () => {
    expect(
      levelLine(caseOf({ triageLevel: 'TRIAGE LEVEL: EMERGENCY - ESI 1', result: { level: 'LOW', esi: 4 } })),
    ).toBe('Triage Level: LOW - ESI 4');
  });

  it('is extracted from the triageLevel text (spec §4) for a case without a result', () => {
    expect(levelLine(caseOf({ triageLevel: 'TRIAGE LEVEL: EMERGENCY - ESI 1' }))).toBe(
      'Triage Level: EMERGENCY',
    );
  });
});
