import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A catheter "not draining", "stopped draining" or "not working" is a catheter problem named as plainly as
 * a blocked one: flushed or changed (a simple procedure), ESI 4 when nothing else is wrong. The word
 * "urinary" beside it names the device, not a urine infection: without fever, pain passing urine or cloudy
 * urine there is no culture to send.
 */
const man = caseFormMaker({ patientAge: '72', gender: 'male' });
const story =
  'Long-term catheter, bag empty since this morning, lower tummy feels full. No fever, no blood, no back pain.';
const obs = 'BP 138/82, HR 80, RR 16, SpO2 97%, T 36.7';

describe('a catheter that stopped draining', () => {
  it.each(['Urinary catheter not draining', 'catheter stopped draining', "urinary catheter isn't working"])(
    '%j: a catheter problem, not a urine infection, ESI 4',
    (complaint) => {
      const form = man(complaint, story, obs);
      expect(presentationIds(form)).toContain('urinary-catheter-problem');
      expect(presentationIds(form)).not.toContain('urinary-tract-infection');
      expect(analyzeCase(form).esi).toBe(4);
    },
  );

  it('near-miss: "urinary burning and frequency" is a urine infection', () => {
    expect(
      presentationIds(man('urinary burning and frequency', 'Stinging when passing urine for 2 days.', obs)),
    ).toContain('urinary-tract-infection');
  });
});
