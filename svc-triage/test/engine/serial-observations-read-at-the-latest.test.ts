import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A crew or a nurse who writes observations over time ("07:35 HR 104 ... | 08:05 HR 96 ...", "18:05: HR
 * 104 ... 18:30: HR 92", "on arrival HR 118; repeat HR 92", "on scene ... en route ...", "Scene ... Arrival ...") is describing the patient at the door in the
 * latest set: its values stand, and the earlier sets fill only what it leaves out. Lying and standing
 * pressures are not a time series.
 */
const form = caseFormMaker({ patientAge: '70', gender: 'male' });

it.each([
  [
    '07:35 HR 104, RR 24, SpO2 89% RA, BP 142/86 | 08:05 (post neb) HR 96, RR 20, SpO2 93% RA',
    { heartRate: 96, respiratoryRate: 20, spo2: 93, systolic: 142 },
  ],
  [
    '18:05: HR 104, RR 22, SpO2 95% RA. 18:30: HR 92, RR 18, SpO2 97% RA, BP 128/78',
    { heartRate: 92, respiratoryRate: 18, spo2: 97, systolic: 128 },
  ],
  [
    'On arrival HR 118, RR 28; repeat HR 92, RR 18, BP 122/74, SpO2 100%',
    { heartRate: 92, respiratoryRate: 18, spo2: 100 },
  ],
  [
    '23:12 HR 138, RR 34, SpO2 90% on 15 L | 23:34 HR 144, RR 12, SpO2 86% on 15 L, BP 98/56',
    { heartRate: 144, respiratoryRate: 12, spo2: 86 },
  ],
  // Each set named by where the crew took it, with or without its time.
  [
    'Scene HR 114 (crying), RR 22. Arrival HR 92, RR 16, SpO2 99%, T 36.6. Pain 4/10.',
    { heartRate: 92, respiratoryRate: 16, spo2: 99 },
  ],
  [
    'On scene 21:55: HR 122, BP 94/60, RR 24, SpO2 97% O2. En route 22:12: HR 134, BP 78/48, RR 28, SpO2 96% O2',
    { heartRate: 134, systolic: 78, respiratoryRate: 28, spo2: 96 },
  ],
  [
    'At scene: HR 112, BP 102/64, RR 22. En route: HR 96, BP 118/70, RR 18, SpO2 98%',
    { heartRate: 96, systolic: 118, respiratoryRate: 18, spo2: 98 },
  ],
  [
    '1st set HR 128 BP 90/60 RR 26; 2nd set HR 104 BP 110/70 RR 20',
    { heartRate: 104, systolic: 110, respiratoryRate: 20 },
  ],
  // The later set named "latest" or "most recent", with or without "set".
  [
    'First set on scene pulse 104 and BP 118 over 70; latest pulse 128 and thready, BP 78 over 50, resp rate 26',
    { heartRate: 128, systolic: 78, respiratoryRate: 26 },
  ],
  [
    'Initial obs HR 96, BP 132/80. Most recent obs HR 122, BP 92/58, RR 24',
    { heartRate: 122, systolic: 92, respiratoryRate: 24 },
  ],
])('%s', (vitals, expected) => {
  expect(factsOf(form('breathless', '', vitals)).vitals).toMatchObject(expected);
});

it('lying and standing pressures are read as before', () => {
  const vitals = factsOf(form('dizzy', '', 'Lying BP 138/78 HR 72, standing BP 112/66 HR 88, RR 16')).vitals;
  expect(vitals).toMatchObject({ systolic: 138, heartRate: 72 });
});
