/** Spec §4/§9: ten status phrases while a blood report is read; first change after 2 s, then every 4.5 s. */
export const uploadPhrases = [
  'Uploading the report',
  'Opening the report',
  'Reading the report',
  'Finding the lab values',
  'Analyzing the report',
  'Checking units and reference ranges',
  'Matching results to their tests',
  'Flagging values outside the reference range',
  'Preparing values for the vitals field',
  'Finalizing results',
] as const;

export const firstPhraseChangeMs = 2000;
export const phraseChangeMs = 4500;
export const maxUploads = 5;
