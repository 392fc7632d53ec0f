/** The kinds of direct patient identifier the guard finds, in the order a clinician reads them. */
export const identifierKinds = [
  'name',
  'mrn',
  'id',
  'phone',
  'email',
  'address',
  'postcode',
  'dob',
  'date',
  'age',
] as const;

export type IdentifierKind = (typeof identifierKinds)[number];

/** One identifier found in a text: `text` is `source.slice(start, end)`. */
export interface IdentifierFinding {
  kind: IdentifierKind;
  start: number;
  end: number;
  text: string;
}

/**
 * What each finding becomes when identifiers are removed. An age over 89 is not hidden but coarsened:
 * its number becomes "90+", so "94-year-old" reads "90+-year-old" and the analysis still sees a very old patient.
 */
export const identifierReplacements: Record<IdentifierKind, string> = {
  name: '[NAME]',
  mrn: '[MRN]',
  id: '[ID]',
  phone: '[PHONE]',
  email: '[EMAIL]',
  address: '[ADDRESS]',
  postcode: '[POSTCODE]',
  dob: '[DOB]',
  date: '[DATE]',
  age: '90+',
};

/** How a kind is named to the user ("Possible identifiers: name, record number"). */
export const identifierKindLabels: Record<IdentifierKind, string> = {
  name: 'name',
  mrn: 'record number',
  id: 'ID number',
  phone: 'phone number',
  email: 'email address',
  address: 'street address',
  postcode: 'postcode',
  dob: 'date of birth',
  date: 'exact date',
  age: 'age over 89',
};
