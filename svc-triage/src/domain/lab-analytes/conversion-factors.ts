/** Conversion factors between conventional (US) and SI units for the analytes the engine reads. */
export const GLUCOSE_MG_DL_PER_MMOL_L = 18.016;
export const CREATININE_UMOL_L_PER_MG_DL = 88.42;
export const LACTATE_MG_DL_PER_MMOL_L = 9.008;
export const CALCIUM_MG_DL_PER_MMOL_L = 4.008;
export const UREA_NITROGEN_MG_DL_PER_MMOL_L = 2.801;
