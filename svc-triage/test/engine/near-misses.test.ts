import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';

type Form = Parameters<typeof analyzeCase>[0];
const form = (chiefComplaint: string, symptoms: string, vitals = '', patientAge = '45'): Form => ({
  patientAge,
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals,
});
const flagIds = (item: Form) => analyzeCase(item).redFlags.map((flag) => flag.id);

describe('"confused" in the everyday sense is not an acute confusional state', () => {
  it.each([
    'She is confused about her tablets since the doctor changed them, otherwise her usual self.',
    'Confused by the new inhaler, not sure how to use it.',
    'A bit muddled about which pills to take in the morning.',
    'Accidentally took her warfarin twice this morning (confused the boxes).',
  ])('%s', (symptoms) => {
    expect(
      readCaseFacts(form('medication question', symptoms, 'BP 130/80 HR 72', '78')).mentalStatus.altered,
    ).toBe(false);
  });

  it.each([
    'Confused since yesterday, does not know where she is.',
    'Family say she is confused and not making sense.',
    'New confusion today.',
    'She confused her daughter with her sister this morning.',
  ])('near-miss: %s is altered', (symptoms) => {
    expect(readCaseFacts(form('confusion', symptoms, 'BP 130/80 HR 72', '78')).mentalStatus.altered).toBe(
      true,
    );
  });
});

describe('a confusion that has cleared by triage is not new confusion now', () => {
  it.each([
    'Confused when paramedics arrived, glucose given, now fully alert and oriented.',
    'Was drowsy and confused after the fit, now back to her baseline.',
  ])('%s', (symptoms) => {
    expect(readCaseFacts(form('seizure', symptoms)).mentalStatus.altered).toBe(false);
  });

  it.each([
    'Now alert but confused, keeps asking the same questions.',
    'Was alert this morning, now confused and drowsy.',
  ])('near-miss: %s is still altered', (symptoms) => {
    expect(readCaseFacts(form('confusion', symptoms)).mentalStatus.altered).toBe(true);
  });
});

describe('spots that fade under pressure blanch', () => {
  it('little red spots that fade when pressed are no non-blanching rash', () => {
    const item = form(
      'spots',
      'Little red spots on his tummy that fade when I press them, eating and playing.',
      'T 37.2',
      '2',
    );
    expect(flagIds(item)).not.toContain('non-blanching-rash');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it("near-miss: spots that don't fade under a glass are", () => {
    const item = form(
      'rash and fever',
      "Fever and little purple spots on her legs that don't fade under a glass.",
      'T 39.2',
      '4',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

describe('a medication question is a recognised complaint', () => {
  it('needs no resources when nothing is asked for', () => {
    const item = form(
      'medication query',
      "Doesn't know which tablets to take after a change, otherwise well.",
      'BP 136/80 HR 72',
      '78',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a blood test asked for is one resource', () => {
    const item = form(
      'medication question',
      'On levothyroxine, more tired, asks for a thyroid test.',
      'BP 124/78 HR 64',
      '52',
    );
    expect(analyzeCase(item).esi).toBe(4);
  });
});
