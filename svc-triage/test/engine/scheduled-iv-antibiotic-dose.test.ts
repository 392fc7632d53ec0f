import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A planned return for the next dose of an IV antibiotic, improving: the dose is the one resource (ESI 4);
 * the infection it treats is not worked up again. Not improving, it is reassessed with blood tests.
 */
const adult = caseFormMaker({ patientAge: '72', gender: 'female' });
const VITALS = 'T 36.8 HR 78 BP 130/80 RR 16 SpO2 96%';

describe('a scheduled IV antibiotic dose', () => {
  it.each([
    [
      'Daily IV antibiotic for cellulitis',
      'Day 3 of once-daily IV ceftriaxone for left lower-leg cellulitis, attending for her dose. Redness has shrunk well inside the pen marks, no fever since day 1.',
    ],
    [
      'IV antibiotics due',
      'Ambulatory care pneumonia, day 3 of IV ceftriaxone. Feels better. Bloods done yesterday.',
    ],
  ])('%j: the dose only, ESI 4', (complaint, story) => {
    // At 63: from 65 the CRB-65 rule asks for a urea to complete CURB-65 in any pneumonia.
    expect(resourcesOf(adult(complaint, story, VITALS, '63'))).toEqual(['parenteralMedication']);
    expect(analyzeCase(adult(complaint, story, VITALS, '63')).esi).toBe(4);
  });

  it('spreading despite the IV antibiotic: blood tests too', () => {
    const item = adult(
      'IV antibiotics due',
      'Day 3 of IV ceftriaxone for leg cellulitis, redness spreading past the pen marks.',
      'T 38.2 HR 96',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['parenteralMedication', 'labs']));
  });
});
