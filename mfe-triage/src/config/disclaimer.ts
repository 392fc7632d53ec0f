/** The disclaimer of the analysis panel and of the exported PDF (spec §1: training and educational support only). */
export const disclaimerText =
  'This analysis is for training and educational support only. It is not a diagnosis and does not replace clinical judgement, local protocols or senior review.';
