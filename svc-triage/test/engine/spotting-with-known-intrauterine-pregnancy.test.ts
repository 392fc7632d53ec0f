import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Light painless spotting in a pregnancy already seen inside the womb on a scan. The hCG and blood group
 * are there to find an ectopic pregnancy and to give anti-D: with an intrauterine pregnancy seen and a
 * rhesus-positive group they add nothing, so a repeat scan is the one resource (ESI 4; NICE NG126).
 * When that scan was days ago and the early pregnancy unit has already booked her follow-up, reassurance
 * is the visit (ESI 5). Bleeding with pain, heavy bleeding or no scan yet keep the full work-up.
 */
const pregnant = caseFormMaker({ patientAge: '33', gender: 'female' });

describe('spotting with a known intrauterine pregnancy', () => {
  it('spotting at 11 weeks, scan at 8 weeks showed a heartbeat in the right place, O positive: a scan only (ESI 4)', () => {
    const item = pregnant(
      'Spotting in pregnancy',
      "I'm 11 weeks pregnant and had a little pink spotting this morning, now stopped. No pain, no dizziness. My scan at 8 weeks showed the baby in the right place with a heartbeat and my blood group is O positive.",
      'HR 74, BP 116/70',
    );
    expect(resourcesOf(item)).not.toContain('labs');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('scanned here two days ago (live intrauterine pregnancy), follow-up booked tomorrow: reassurance (ESI 5)', () => {
    const item = pregnant(
      'Brown spotting, 7 weeks pregnant',
      'Light brown spotting. Scan here 2 days ago: live intrauterine pregnancy and a small subchorionic haematoma, told spotting may continue. No pain, no clots. EPU follow-up booked tomorrow.',
      'BP 112/68, HR 76',
      '26',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: bleeding with cramps at 7 weeks and no scan yet gets hCG, group and a scan', () => {
    const item = pregnant(
      'Bleeding in pregnancy',
      '7 weeks pregnant, bleeding like a period with cramping lower tummy pain since this morning. No scan yet.',
      'HR 84, BP 118/72',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  });

  it('near-miss: heavy bleeding with clots and dizziness despite a known intrauterine pregnancy', () => {
    const item = pregnant(
      'Heavy bleeding',
      '10 weeks, scan at 8 weeks showed a heartbeat. Now heavy bleeding with clots, soaking pads, dizzy on standing.',
      'HR 104, BP 102/64',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});
