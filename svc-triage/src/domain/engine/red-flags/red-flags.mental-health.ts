import { allOf, anyOf, says } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

export const mentalHealthRedFlags: RedFlagDefinition[] = [
  {
    id: 'suicide-risk',
    name: 'Suicidal ideation - suicide risk',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'NICE NG225 Self-harm 2022; NICE CG16; ESI v4 Implementation Handbook [danger to self]',
    matches: says(
      'suicid*',
      'end (my|his|her|their) (own )?li(fe|ves)',
      'kill (my|him|her|them)sel(f|ves)',
      'want* to die',
      'better off dead',
      'take (my|his|her|their) (own )?life',
      'self[- ]harm*',
      'cut (my|him|her)self',
      'hang (my|him|her)self',
      'plan* to overdose',
      'no reason to live',
      'thoughts of (dying|death|ending)',
    ),
    immediateActions: [
      'Safe room with continuous 1:1 observation; remove means [ligatures, sharps, medications]',
      'Do not let the patient leave before assessment',
      'Ask directly about intent, plan, means, timing and protective factors [e.g. Columbia C-SSRS screen]',
      'Check for ingestion or self-harm injuries already done',
      'Urgent psychiatry / liaison mental health assessment',
    ],
    workup: [
      'Acetaminophen and salicylate levels if any ingestion is possible',
      'Medical assessment for co-existing illness or intoxication',
    ],
    differential: [
      {
        condition: 'Suicide risk with depressive or other psychiatric illness',
        why: 'Expressed suicidal ideation or plan',
      },
      { condition: 'Occult overdose or self-harm', why: 'Must be excluded' },
    ],
    disposition: 'Safe, observed area; mental health team',
  },
  {
    id: 'homicidal-ideation',
    name: 'Homicidal ideation or risk of violence',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'ESI v4 Implementation Handbook [danger to others]; NICE NG10 Violence and aggression',
    matches: says(
      'homicidal',
      'kill (someone|somebody|him|her|them|others|people|my (wife|husband|partner|father|mother|boss|neighbou?r))',
      'hurt (someone|somebody|others|people)',
      'threaten* (to kill|to hurt|with a (knife|weapon|gun))',
      'armed with',
      /(?:going|plans?|planning|wants?|threaten\w*) to (?:shoot|stab|kill|hurt|attack|harm)\b(?! (?:myself|himself|herself|themselves|yourself))/,
      /(?:he'?ll|she'?ll|he will|she will|i'?ll|i will) (?:shoot|stab|kill|hurt|attack)\b(?! (?:myself|himself|herself|themselves))/,
      'shoot (the )?(kids|people|boys|girls|students|classmates|teachers|someone|everyone|them|him|her)',
      '(hit|kill|target) list',
      /(?:bring|take) (?:a|his|her|my|the|\w+'s) (?:\w+ )?(?:gun|rifle|knife|weapon) to (?:school|work|college)/,
    ),
    immediateActions: [
      'Staff and patient safety first: security present, weapons removed',
      'Urgent psychiatric assessment; consider duty to warn',
    ],
    workup: ['Screen for intoxication, delirium, head injury'],
    differential: [{ condition: 'Psychiatric illness, intoxication, delirium', why: 'Threats of violence' }],
  },
  {
    id: 'acute-psychosis-risk',
    name: 'Acute psychosis with risk',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'NICE CG178 Psychosis and schizophrenia in adults; NICE NG10',
    matches: allOf(
      says('psychos*', 'psychotic', 'hallucinat*', 'hearing voices', 'paranoi*', 'delusion*'),
      anyOf(
        says(
          'command hallucinations',
          'voices telling (him|her|them|me) to',
          'agitat*',
          'violent',
          'aggressive',
          'threat*',
          'unable to care',
          'not eating',
          'harm',
          'weapon',
        ),
      ),
    ),
    immediateActions: [
      'Calm, low-stimulus area with observation; de-escalation',
      'Screen for medical causes and intoxication',
    ],
    workup: ['Glucose, toxicology, electrolytes, infection screen if first episode'],
    differential: [
      {
        condition: 'Primary psychosis vs delirium, intoxication, withdrawal',
        why: 'Psychotic symptoms with risk to self or others',
      },
    ],
  },
];
