import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A known cluster headache's attack of severe pain behind one eye that has settled by triage ("now
 * pain-free", pain 0/10) is neither acute angle-closure glaucoma nor severe pain now: the man needs his
 * prescription (ESI 5). Severe pain still present, or an eye pain with halos and vomiting without a
 * cluster history, keeps ESI 2.
 */
const man = caseFormMaker({ patientAge: '38', gender: 'male' });

describe('an attack over by the time of triage', () => {
  it('a cluster attack settled, pain 0/10, out of his spray: ESI 5', () => {
    const item = man(
      'Cluster headache, needs prescription',
      'Known cluster headache, came in during an attack of severe pain behind his left eye with a watering eye; it settled after 40 minutes as always. Now pain-free. Has run out of his sumatriptan spray.',
      'Pulse 74, BP 128/80, RR 14, SpO2 99%; pain 0/10',
    );
    expect(flagIds(item)).not.toContain('acute-angle-closure-glaucoma');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('severe pain still there keeps ESI 2', () => {
    const item = man('Kidney stone', 'Excruciating left loin pain, writhing, sweating.', 'HR 104, pain 9/10');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a painful red eye with halos and vomiting, no cluster history: glaucoma (ESI 2)', () => {
    const item = man(
      'Painful red eye',
      'Severe pain in the right eye, halos around lights, vomiting.',
      '',
      '68',
    );
    expect(flagIds(item)).toContain('acute-angle-closure-glaucoma');
  });
});
