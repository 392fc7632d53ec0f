import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, type CaseForm } from './support/case-forms';

/**
 * Guarding or rebound over one quadrant ("tender RIF with guarding", "guarding at McBurney's point") is
 * local peritonism: a stable appendicitis or diverticulitis is worked up with bloods, a scan and the
 * surgeons at decision point C (ESI 3). Guarding spread over the belly, or a rigid belly, is the
 * peritonitis of a perforation (ESI 2).
 */
const form = (symptoms: string, patientAge = '12'): CaseForm => ({
  patientAge,
  gender: 'female',
  chiefComplaint: 'tummy pain',
  symptoms,
  vitals: 'HR 96 RR 18 BP 112/68 SpO2 99% T 37.9',
  medicalHistory: 'nil',
  currentMedications: 'none',
});

it.each([
  'Periumbilical pain since last night, now RIF, worse walking. Anorexic, vomited once. Tender RIF with guarding. Pain 5/10.',
  "Pain started at the belly button and moved to the right side. Tender with guarding at McBurney's point, pain 5/10.",
])('"%s" is a stable appendicitis to work up (ESI 3)', (symptoms) => {
  const result = analyzeCase(form(symptoms));
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('acute-abdomen-perforation');
  expect(result.esi).toBe(3);
});

it('near-miss: generalised guarding with a rigid belly is a perforation (ESI 2 or more)', () => {
  const result = analyzeCase(
    form('Sudden severe abdominal pain, generalised guarding, rigid abdomen, lying very still.', '58'),
  );
  expect(result.redFlags.map((flag) => flag.id)).toContain('acute-abdomen-perforation');
  expect(result.esi).toBeLessThanOrEqual(2);
});

describe('"lying still" said of a pain score', () => {
  it('"rates it 5/10 lying still", worse walking: an appendicitis to work up (ESI 3), not a perforation', () => {
    const item = caseFormMaker({ patientAge: '17', gender: 'male' })(
      'Pain in my lower right tummy',
      'Pain began around the umbilicus yesterday evening and has moved to the right lower abdomen; off his food, vomited once. Walking makes it worse, but he rates it 5/10 lying still.',
      'T 37.8, HR 92, BP 124/72, RR 16, SpO2 99%',
    );
    expect(flagIds(item)).not.toContain('acute-abdomen-perforation');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: lying very still with a rigid abdomen is a perforation (ESI 2)', () => {
    const item = caseFormMaker({ patientAge: '67', gender: 'male' })(
      'Abdominal pain',
      'Sudden upper abdominal pain an hour ago, lying very still on the trolley, abdomen rigid.',
      'HR 112, BP 104/68',
    );
    expect(flagIds(item)).toContain('acute-abdomen-perforation');
  });
});
