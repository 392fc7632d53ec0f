import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * Chest pain as patients describe it without the word "pain" next to "chest": a squeezing "in the middle
 * of my chest", "like an elephant sitting on my chest", "a tight band round my chest". Read as chest pain,
 * so the coronary picture around it (radiation, sweating, exertion) is seen.
 */
const form = caseFormMaker({ patientAge: '54', gender: 'male' });

it.each([
  [
    'It feels like an elephant is sitting on my chest',
    'Started mowing the lawn, going into my jaw, sweating buckets.',
  ],
  ['heavy chest feeling', 'A heavy squeezing in the middle of my chest that goes down my left arm.'],
  ['weight on chest', 'Like a heavy weight pressing on his chest since 40 minutes, clammy.'],
  ['band round chest', 'Says it is like a tight band round her chest, worse walking uphill, sweaty.'],
  [
    "Via interpreter: 'my heart is tight'",
    "Interpreter says pt states for an hour 'my heart is tight like a rope', going into the left arm and jaw, sweating.",
  ],
  [
    'pain in his heart',
    'Wife says he has pain in his heart since lifting boxes, spreading to the jaw, clammy.',
  ],
])('"%s" with a coronary picture is chest pain and a possible ACS', (complaint, narrative) => {
  const item = form(complaint, narrative, 'HR 88 BP 162/96 RR 18 SpO2 97%');
  expect(presentationIds(item)).toContain('chest-pain');
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});

it('near-miss: a rash in the middle of the chest is not chest pain', () => {
  const item = form('rash', 'Itchy spots in the middle of my chest for a week, no pain.', 'HR 72');
  expect(presentationIds(item)).not.toContain('chest-pain');
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
});

it('near-miss: a heavy heart is sadness, not chest pain', () => {
  const item = form('low mood', 'Since her mother died my heart is heavy, sleeping badly, no pain.', 'HR 76');
  expect(presentationIds(item)).not.toContain('chest-pain');
});

it('near-miss: a child sitting on his chest in play is not chest pain', () => {
  const item = form(
    'fall',
    'Fell in the garden, his brother was sitting on his chest playing, now fine.',
    'HR 90',
    '9',
  );
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
});
