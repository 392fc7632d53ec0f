import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Stopping a benzodiazepine abruptly after regular use (alprazolam, diazepam, lorazepam, clonazepam,
 * "benzos", "Xanax") gives a withdrawal that can fit and turn to delirium like alcohol's: with its signs
 * (tremor, sweating, twitching, paranoia or hallucinations, agitation) it is high risk (ESI 2; NICE CKS
 * Benzodiazepine and z-drug withdrawal; Maudsley). The engine knew only alcohol's withdrawal, and read
 * such a man as anxiety (ESI 3). Someone still taking the tablets who asks for a reduction plan is not
 * in withdrawal.
 */
const adult = caseFormMaker({ patientAge: '39', gender: 'male' });

describe('benzodiazepine withdrawal', () => {
  it('alprazolam 6 mg a day stopped three days ago, coarse tremor, sweating, twitching, paranoid (ESI 2)', () => {
    const item = adult(
      'Severe anxiety and shaking after stopping alprazolam',
      "Stopped alprazolam 6 mg/day (bought online) abruptly 3 days ago. Severe anxiety, coarse tremor, sweating, muscle twitching, 'everything too loud', paranoid since this morning. Orientated.",
      'HR 112, BP 158/96, RR 20, SpO2 98%, T 37.6',
    );
    expect(flagIds(item)).toContain('benzodiazepine-withdrawal');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('ran out of diazepam, shaking and sweating', () => {
    expect(
      flagIds(
        adult(
          'Ran out of diazepam',
          'Ran out of his diazepam 30 mg a day four days ago, now shaking and sweating, can hardly sleep.',
          '',
          '52',
        ),
      ),
    ).toContain('benzodiazepine-withdrawal');
  });

  it('near-miss: still taking diazepam and asking for a reduction plan', () => {
    expect(
      flagIds(
        adult(
          'Wants help to reduce diazepam',
          'Takes diazepam 10 mg a day, wants a plan to cut down. Well, no tremor.',
          '',
          '45',
          'female',
        ),
      ),
    ).not.toContain('benzodiazepine-withdrawal');
  });
});
