import { anyOf, near, says, type Matcher } from './matchers';

/** Phrases several red flags share, so "chest pain" is recognised the same way everywhere. */
export const chestPain: Matcher = anyOf(
  says(
    'chest pain',
    'chest pressure',
    'chest tightness',
    'chest heaviness',
    'chest discomfort',
    'tight chest',
    'heavy chest',
    'angina',
    'retrosternal pain',
  ),
  near('chest', /pain|pressure|tight\w*|heav\w*|discomfort|ache|aching|squeez\w*|crushing|burning/, 3),
);

export const abdominalPain: Matcher = anyOf(
  says(
    'abdominal pain',
    'abdominal cramps',
    'abdominal tenderness',
    'stomach pain',
    'stomach ache',
    'epigastric pain',
    'pelvic pain',
    'iliac fossa pain',
    /(?:upper|lower) quadrant (?:abdominal )?pain/,
    'pain in (the|her|his) abdomen',
  ),
  near(
    /pain|tender\w*|cramp\w*/,
    /abdom\w*|stomach|quadrant|iliac fossa|pelvi\w*|navel|umbilic\w*|epigastri\w*/,
    4,
  ),
);

export const headache: Matcher = says('headache*', 'head pain', 'migraine');

export const backPain: Matcher = anyOf(
  says('back pain', 'backache', 'lumbago', 'sciatica', 'low back', 'lower back'),
  near('pain', 'back', 2),
);

export const shortnessOfBreath: Matcher = says(
  'shortness of breath',
  'short of breath',
  'breathless*',
  'dyspnea*',
  'dyspnoea*',
  'difficulty breathing',
  'trouble breathing',
  'struggling to breathe',
  'unable to breathe',
  'labored breathing',
  'respiratory distress',
  'increased work of breathing',
);

export const vomiting: Matcher = says('vomit*', 'emesis', 'throwing up', 'nausea and vomiting');

export const headInjury: Matcher = anyOf(
  says(
    'head injury',
    'head trauma',
    'head injuries',
    'hit (his|her|their|the) head',
    'struck (his|her|their) head',
    'bumped (his|her|their) head',
    'banged (his|her|their) head',
    'blow to the head',
    'fell and hit',
    'fall onto (his|her|their) head',
  ),
  near('head', /hit|struck|bang\w*|bump\w*|injur\w*|trauma/, 3),
);

export const painWord = /pain\w*|ache\w*|sore\w*|tender\w*|hurt\w*/;

/**
 * Stridor heard at rest threatens the airway; stridor only when a child cries or is upset is mild
 * croup (Westley), so that use of the word does not count.
 */
export const stridorAtRest =
  /stridor(?!,? (?:heard )?(?:only )?(?:when|on|with|while) (?:crying|cries|agitat\w*|upset|distress\w*|exertion))/;
