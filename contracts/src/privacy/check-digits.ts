/** The digits of a text, without its spaces, dashes or other separators. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** An NHS number: ten digits whose last is the modulus-11 check digit of the first nine. */
export function isValidNhsNumber(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(digits[index]) * (10 - index);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

const verhoeffMultiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const verhoeffPermutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** An Aadhaar number: twelve digits, the first 2–9, whose last is the Verhoeff check digit of the rest. */
export function isValidAadhaarNumber(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^[2-9]\d{11}$/.test(digits)) return false;
  let check = 0;
  const reversed = [...digits].reverse().map(Number);
  for (let index = 0; index < reversed.length; index += 1)
    check = verhoeffMultiplication[check]![verhoeffPermutation[index % 8]![reversed[index]!]!]!;
  return check === 0;
}
