import { CREATININE_UMOL_L_PER_MG_DL, GLUCOSE_MG_DL_PER_MMOL_L } from '../../lab-analytes';

// The factors belong to the lab-analyte catalogue; the engine's readers and rules take them from here.
export {
  CALCIUM_MG_DL_PER_MMOL_L,
  CREATININE_UMOL_L_PER_MG_DL,
  GLUCOSE_MG_DL_PER_MMOL_L,
  LACTATE_MG_DL_PER_MMOL_L,
  UREA_NITROGEN_MG_DL_PER_MMOL_L,
} from '../../lab-analytes';

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
