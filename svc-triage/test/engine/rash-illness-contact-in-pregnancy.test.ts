import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A well pregnant woman in contact with chickenpox, shingles, measles or slapped cheek needs her immunity
 * checked (RCOG Green-top 13: varicella IgG before any prophylaxis): serology is one resource, ESI 4. Her
 * pregnancy, with no bleeding, pain or vomiting, needs no hCG or scan.
 */
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });

it('ten weeks pregnant, cuddled a child who now has chickenpox, no symptoms: serology alone (ESI 4)', () => {
  const item = woman(
    'chickenpox contact, pregnant',
    'Ten weeks pregnant. A child she looks after at nursery came out in chickenpox today; she was cuddling him two days ago. Not sure she ever had chickenpox. No symptoms, no rash.',
    'BP 112/68 HR 80 T 36.8',
  );
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: pregnant with bleeding and cramps after the same contact keeps the hCG and scan', () => {
  expect(
    resourcesOf(
      woman(
        'bleeding in pregnancy',
        'Eight weeks pregnant, some bleeding and cramping since this morning. Had contact with chickenpox last week.',
      ),
    ),
  ).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
});

it('the chickenpox contact told with a vitals line in words ("blood pressure 112/68") is still serology alone', () => {
  const item = woman(
    'chickenpox contact, pregnant',
    'Ten weeks pregnant, cuddled a child two days ago who now has chickenpox; unsure of her own immunity. No symptoms and no rash.',
    'Blood pressure 112/68, heart rate 80, temperature 36.8',
  );
  expect(resourcesOf(item)).toEqual(['labs']);
});
