import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A test a clinician has already asked for is a resource the ED will use: the GP who "wants a stool sample
 * tested", the doctor who "asked her to have a blood test", "go to hospital for an X-ray and bloods". A
 * patient's own wish is not a request, and "bloods are not needed" asks for nothing.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'female' });

describe('tests already asked for', () => {
  it.each([
    [
      'Diarrhoea since Mexico',
      "Watery diarrhoea 5 days after travel, no blood, no fever, drinking lots. My GP wants a stool sample tested but can't see me till next week.",
      ['labs'],
    ],
    [
      'Blood test for cellulitis',
      'Cellulitis improving on flucloxacillin. Her GP, who is away, asked her to have a blood test today to check her markers are falling.',
      ['labs'],
    ],
    [
      'Cough and fever',
      'GP said her chest sounded crackly and to go to hospital for an xray and bloods.',
      ['xray', 'labs'],
    ],
    ['Pneumothorax review', 'Told to come back for repeat x-ray.', ['xray']],
    [
      'GP letter',
      'Seen last week after a fall, sodium 127; your discharge letter asked for a repeat sodium in one week. Well in herself.',
      ['labs'],
    ],
    ['Kidney check', 'The hospital asked her to have her U&Es rechecked this week.', ['labs']],
    [
      "Bell's palsy - gritty eye",
      "Known Bell's palsy, eye not closing, punctate staining only. I'd be grateful for an ophthalmology review of the exposure keratopathy today.",
      ['specialtyConsultation'],
    ],
    [
      'Wound check',
      'GP letter: please arrange a plastics opinion on the finger wound.',
      ['specialtyConsultation'],
    ],
  ])('%j: %j asks for %j', (complaint, story, asked) => {
    expect(resourcesOf(adult(complaint, story))).toEqual(expect.arrayContaining(asked));
  });

  it('a GP\'s "please check U&E" for swollen ankles of known heart failure is the blood test, not an ankle X-ray', () => {
    const item = caseFormMaker({ patientAge: '79', gender: 'male' })(
      'Ankles a bit more swollen',
      'Known heart failure, weight up 1.5 kg this week, ankles a little more puffy, no breathlessness at rest. Please check U&E and NT-proBNP so we can increase furosemide.',
      'HR 72, BP 126/74, RR 16, SpO2 97% RA',
    );
    expect(resourcesOf(item)).toContain('labs');
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it.each([
    ['Sore ankle', 'Twisted it, walking fine, no bony tenderness. I want an x-ray to be sure.'],
    ['Ovarian cyst', 'Mild ache. Bloods are not needed in my view.'],
    ['Eye', 'Has an ophthalmology review booked for next month; today a small cut on the hand.'],
  ])('%j: %j asks for nothing', (complaint, story) => {
    const plan = analyzeCase(adult(complaint, story)).scores.esi.resourcePlan ?? [];
    expect(plan.map((need) => need.why).join('\n')).not.toMatch(/asked for/);
  });
});
