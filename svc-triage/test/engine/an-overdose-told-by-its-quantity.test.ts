import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * "Took a lot of paracetamol", "like 24 of them": an overdose told by a quantity of a medicine named, or
 * a count said loosely. A deliberate paracetamol overdose needs a timed level and may need acetylcysteine
 * whatever the patient says of how they feel (NICE NG225; TOXBASE): high risk, ESI 2.
 */
const teen = caseFormMaker({ patientAge: '16', gender: 'female' });

describe('an overdose told by its quantity', () => {
  it.each([
    ['took a lot of paracetamol', 'Took them after lunch. I feel fine now, just a bit sick.'],
    ['tablets', "I took them after lunch, like 24 of them, I'd been saving them up. I feel fine now."],
    [
      'took loads of her sertraline',
      'Her mum found the empty box; she says she wanted to sleep and not wake up.',
    ],
  ])('%s', (complaint, story) => {
    const item = teen(complaint, story, 'HR 88 BP 112/70 RR 16 SpO2 99%');
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('names the overdose as the presenting complaint', () => {
    expect(presentationIds(teen('took a lot of paracetamol', 'About 20 tablets at 2pm.'))).toContain(
      'overdose-ingestion',
    );
  });
});

it('too many painkillers for toothache, by mistake over days, is not a deliberate overdose', () => {
  const item = teen(
    'took too many painkillers',
    'Toothache for 3 days, been taking 2 paracetamol every 3 hours, about 14 a day. Did not mean to hurt myself.',
    'HR 84 BP 118/72',
  );
  expect(flagIds(item)).not.toContain('overdose-poisoning');
});
