import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Drugs carried inside the body, packed for smuggling or swallowed on arrest: a packet that bursts can kill
 * within minutes, however well the carrier looks (EAPCCT; TOXBASE). ESI 2 when well, 1 when a packet has burst.
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'female' });
const well = 'BP 124/78 HR 88 RR 16 SpO2 99% T 36.8';

describe('drug packets inside the body', () => {
  it.each([
    [
      'Border Force detainee - suspected internal concealment',
      'Landed 6h ago, admits swallowing pellets, number unknown. No abdominal pain, no vomiting.',
    ],
    [
      'swallowed drugs on arrest',
      'Swallowed 3 wraps of crack when the police stopped him, about an hour ago, feels fine.',
    ],
    ['police: ?body packer', 'Flight from Lima, X-ray at the airport showed packets in the bowel.'],
    ['concealed drugs', 'Told officers he pushed the wraps up his bottom when they stopped the car.'],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, well);
    expect(flagIds(item)).toContain('drug-packets-inside-the-body');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('a packet that has burst, with a seizure, is ESI 1', () => {
    const item = adult(
      'fitting in custody',
      'Swallowed cocaine packets at the airport; now fitting, hot and sweaty.',
      'HR 150 BP 190/110 T 39.2',
    );
    expect(analyzeCase(item).scores.esi.level).toBe(1);
  });
});

describe('not drugs inside the body', () => {
  it.each([
    [
      'a sore throat after swallowing a fish bone',
      'Swallowed a fish bone at dinner, scratchy throat, eating fine.',
    ],
    ['took a silica gel packet', 'Toddler chewed a silica gel sachet from a shoe box.'],
    ['low mood', 'Her partner packed his bags and left last week; not sleeping, tearful.'],
    ['drank weed killer', 'Swallowed weed killer from the shed an hour ago, vomited once.'],
  ])('%s', (complaint, story) => {
    expect(flagIds(adult(complaint, story, well))).not.toContain('drug-packets-inside-the-body');
  });
});
