/** Conversion factors between conventional (US) and SI units for the analytes the engine reads. */
export const GLUCOSE_MG_DL_PER_MMOL_L = 18.016;
export const CREATININE_UMOL_L_PER_MG_DL = 88.42;
export const LACTATE_MG_DL_PER_MMOL_L = 9.008;
export const CALCIUM_MG_DL_PER_MMOL_L = 4.008;
export const UREA_NITROGEN_MG_DL_PER_MMOL_L = 2.801;

export function fahrenheitToCelsius(fahrenheit: number): number {
  return roundTo((fahrenheit - 32) * (5 / 9), 1);
}

export function glucoseMmolToMgDl(mmolPerLitre: number): number {
  return Math.round(mmolPerLitre * GLUCOSE_MG_DL_PER_MMOL_L);
}

export function creatinineUmolToMgDl(micromolPerLitre: number): number {
  return roundTo(micromolPerLitre / CREATININE_UMOL_L_PER_MG_DL, 2);
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
