import { redFlagOptions } from '../red-flag-options';
const catalogue = [
  { id: 'acs-chest-pain', name: 'Possible acute coronary syndrome', group: 'cardiovascular' },
  { id: 'aortic-dissection', name: 'Possible aortic dissection', group: 'cardiovascular' },
  { id: 'sepsis', name: 'Possible sepsis', group: 'infection' },
  { id: 'stroke-fast', name: 'Stroke signs (FAST positive)', group: 'neurological' },
];
const labels = (options: ReturnType<typeof redFlagOptions>) => options.map((option) => option.label);

describe('the red-flag picker options', () => {
  it('with nothing typed, lists the catalogue and offers no typed entry', () => {
    expect(labels(redFlagOptions(catalogue, [], ''))).toEqual(catalogue.map((flag) => flag.name));
  });

  it('matches every typed word in the name, id or group, whatever the case and punctuation', () => {
    expect(labels(redFlagOptions(catalogue, [], 'possible, CARDIO'))).toEqual([
      'Possible acute coronary syndrome',
      'Possible aortic dissection',
      "Add 'possible, CARDIO'",
    ]);
    expect(labels(redFlagOptions(catalogue, [], 'fast'))).toEqual([
      'Stroke signs (FAST positive)',
      "Add 'fast'",
    ]);
  });

  it('leaves out what is picked, and does not offer to add a catalogue name or a text already added', () => {
    const picked = [{ id: 'sepsis', text: 'Possible sepsis' }, { text: 'Sweaty' }];
    expect(labels(redFlagOptions(catalogue, picked, 'sepsis'))).toEqual(["Add 'sepsis'"]);
    expect(labels(redFlagOptions(catalogue, picked, 'possible sepsis'))).toEqual([]);
    expect(labels(redFlagOptions(catalogue, picked, 'sweaty '))).toEqual([]);
  });

  it('an option carries the catalogue id, a typed one only its text', () => {
    const [catalogued, typed] = redFlagOptions(catalogue, [], 'dissection');
    expect(catalogued?.flag).toEqual({ id: 'aortic-dissection', text: 'Possible aortic dissection' });
    expect(typed?.flag).toEqual({ text: 'dissection' });
  });

  it('offers no typed entry when typed words are not allowed', () => {
    expect(labels(redFlagOptions(catalogue, [], 'fast', { allowTyped: false }))).toEqual([
      'Stroke signs (FAST positive)',
    ]);
    expect(redFlagOptions(catalogue, [], 'sweaty', { allowTyped: false })).toEqual([]);
  });
});
