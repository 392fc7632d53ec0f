import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/** A seizure still going on arrival, however it is written, needs a benzodiazepine now: ESI 1. */
const child = caseFormMaker({ patientAge: '2', gender: 'male' });

describe('a seizure still going', () => {
  it.each([
    ['Seizure, fever', 'Generalised seizure ongoing 15 min, febrile since this morning'],
    ['Fitting', 'Ongoing tonic-clonic seizure on arrival, started at home 10 minutes ago.'],
    ['Seizure', 'Seizure still ongoing, started 8 min ago.'],
  ])('%j %j: status epilepticus, ESI 1', (complaint, story) => {
    const item = child(complaint, story, 'T 40.2 HR 180 SpO2 86%');
    expect(flagIds(item)).toContain('status-epilepticus');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('a seizure that is over is not status epilepticus', () => {
    expect(
      flagIds(child('Seizure', 'Seizure at home for one minute, stopped, now crying and alert.')),
    ).not.toContain('status-epilepticus');
  });
});
