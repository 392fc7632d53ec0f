import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/** A repeat prescription asked for in a registration clerk's few words: "Ran out BP tabs". */
const adult = caseFormMaker({ patientAge: '67', gender: 'male' });
const WELL = 'P 74 BP 156/92 R 14 Sat 98 T 36.5';

describe('medicines run out, in few words', () => {
  it.each(['Ran out BP tabs', 'run out of his inhalers', 'ran out BP meds 3 days ago', 'Tabs ran out'])(
    '%s: a medication request, ESI 5 when well',
    (complaint) => {
      const form = adult(complaint, 'Feels fine. No chest pain, no headache, no vision change.', WELL);
      expect(presentationIds(form)).toContain('medication-request');
      expect(analyzeCase(form).esi).toBe(5);
    },
  );
});
