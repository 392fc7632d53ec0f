import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Resources a description implies without naming them: a collection to drain told as a lump "soft in the
 * middle", a swollen calf after a flight, a finger with Kanavel's signs, gonorrhoea found in a partner.
 * Each beside the near-miss that needs less.
 */
const form = caseFormMaker({ patientAge: '33', gender: 'female' });

describe('a collection to drain, told as a lump', () => {
  it.each([
    'Painful red lump under my arm for 4 days, now soft in the middle.',
    'A boil-like lump on my thigh that has come to a head.',
    'Sore lump on one side down below, started 2 days ago, size of a golf ball, hurts to sit.',
  ])('"%s" needs incision and drainage', (symptoms) => {
    expect(resourcesOf(form('painful lump', symptoms))).toContain('simpleProcedure');
  });

  it('near-miss: a sore lump behind a child’s ear the size of a grape is a lymph node, not a collection', () => {
    expect(
      resourcesOf(
        form('lump behind ear', 'Sore lump behind his ear, size of a grape, for 3 days.', '', '7', 'male'),
      ),
    ).not.toContain('simpleProcedure');
  });
});

describe('a swollen calf, however it is put', () => {
  it.each(['Swollen painful calf', 'My right calf has been swollen and tight since the drive from Spain'])(
    '"%s" is a unilateral swollen limb with a D-dimer and an ultrasound (ESI 3)',
    (complaint) => {
      const item = form(complaint, 'No chest pain, not short of breath.', '', '52');
      expect(presentationIds(item)).toContain('unilateral-leg-swelling');
      expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
      expect(analyzeCase(item).esi).toBe(3);
    },
  );
});

describe('a finger infection in its tendon sheath', () => {
  it('two of Kanavel’s signs call the hand surgeon, IV antibiotics and bloods (ESI 3)', () => {
    const item = form(
      'sore finger',
      'Cut his index finger on a fish hook, now the finger is like a sausage and straightening it hurts a lot.',
      'T 37.6',
      '52',
      'male',
    );
    expect(flagIds(item)).toContain('flexor-tenosynovitis');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a swollen fingertip alone is not a tendon sheath infection', () => {
    expect(
      flagIds(form('sore finger', 'Red swollen skin by the nail of my ring finger for 2 days.')),
    ).not.toContain('flexor-tenosynovitis');
  });
});

describe('gonorrhoea found, not a screen asked for', () => {
  it('a partner diagnosed with gonorrhoea brings IM ceftriaxone with the swabs (ESI 3)', () => {
    const item = form(
      'discharge',
      'Girlfriend tested positive for gonorrhoea, I have a discharge and it burns to pee.',
      '',
      '24',
      'male',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: asking to be tested for chlamydia and gonorrhoea is the swabs alone (ESI 4)', () => {
    const item = form(
      'sti check',
      'Would like a check for chlamydia and gonorrhoea, no symptoms.',
      '',
      '24',
      'male',
    );
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });
});
