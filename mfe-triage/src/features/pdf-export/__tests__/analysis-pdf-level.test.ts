import { analysisPdfContent } from '../analysis-pdf';
import { pdfLevelOf } from '../share-analysis-button';

const levelLine = (input: Parameters<typeof analysisPdfContent>[0]) =>
  analysisPdfContent(input).blocks.find((block) => block.text.startsWith('Triage level:'))?.text;

describe("the triage view's PDF: the triage level line", () => {
  it('shows the level and the ESI when both are known', () => {
    expect(levelLine({ text: 'x', level: 'HIGH', esi: 2 })).toBe('Triage level: HIGH - ESI 2');
  });

  it('shows the level alone without an ESI, and no line without a level', () => {
    expect(levelLine({ text: 'x', level: 'MEDIUM' })).toBe('Triage level: MEDIUM');
    expect(levelLine({ text: 'x' })).toBeUndefined();
  });
});

describe('pdfLevelOf: what Share Analysis prints as the level', () => {
  it("is the structured result's level and ESI, not what the triageLevel text would give", () => {
    expect(
      pdfLevelOf({ result: { level: 'LOW', esi: 4 }, triageLevel: 'TRIAGE LEVEL: EMERGENCY - ESI 1' }),
    ).toEqual({ level: 'LOW', esi: 4 });
  });

  it('falls back to the spec §4 extraction without a result, and is empty without either', () => {
    expect(pdfLevelOf({ triageLevel: 'TRIAGE LEVEL: EMERGENCY - ESI 1' })).toEqual({ level: 'EMERGENCY' });
    expect(pdfLevelOf(undefined)).toEqual({});
  });
});
