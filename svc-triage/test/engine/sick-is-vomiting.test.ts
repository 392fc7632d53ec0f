import { analyzeCase } from '../../src/domain/engine';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';
import { caseFormMaker } from './support/case-forms';

/**
 * In British English "she's been sick twice" is vomiting, and a parent or a nurse here says it that way far
 * more often than "vomited". Read as nothing at all, it hid the vomiting that turns high sugars into
 * possible ketoacidosis (ISPAD, NICE NG18: a child with diabetes, ketones and vomiting needs a blood gas
 * and fluids). "Sick" alone, "off sick" or "been sick all week with a cold" still mean ill.
 */
const affirmed = (text: string) => analyzeText(text).affirmed;

it.each([
  "she's been sick once",
  'He was sick twice in the car.',
  'has been sick 3 times since lunch',
  'was sick x2 overnight',
  'keeps being sick',
  'been sick everywhere',
  'was sick after every feed',
])('"%s" is vomiting', (text) => {
  expect(affirmed(text)).toMatch(/\bvomit/);
});

it.each([
  'been sick all week with a cold',
  'feeling sick',
  'off sick from work',
  'he is sick with flu',
  'sick note needed',
  'not been sick',
])('near-miss: "%s" is not vomiting', (text) => {
  expect(affirmed(text)).not.toMatch(/\bvomit/);
});

it('a teenager with type 1 diabetes, sugars over 22, ketones 1.2 and "been sick once" needs gas and fluids (ESI 3)', () => {
  const form = caseFormMaker({ patientAge: '13', gender: 'female' });
  const item = {
    ...form(
      'High sugars all day',
      "Her sugars have been over 22 all day despite corrections. Blood ketones 1.2 and she's been sick once, but she is bright and drinking.",
    ),
    medicalHistory: 'Type 1 diabetes',
  };
  expect(analyzeCase(item).esi).toBe(3);
});

describe('how much vomiting a usual migraine brings', () => {
  const form = caseFormMaker({ patientAge: '31', gender: 'female' });
  const migraine = (said: string) => ({
    ...form('my usual migraine', `My usual migraine, same as always. ${said}`, 'BP 122/76, HR 84, RR 16'),
    medicalHistory: 'migraines',
    currentMedications: 'sumatriptan',
  });

  it('sick once, tablets not working: an injected medicine, no drip (ESI 4)', () => {
    expect(analyzeCase(migraine("I've been sick once and my tablets aren't working.")).esi).toBe(4);
  });

  it("sick five times and can't keep the tablets down: fluids and medicines by vein (ESI 3)", () => {
    expect(analyzeCase(migraine("I've been sick five times and can't keep my tablets down.")).esi).toBe(3);
  });
});
