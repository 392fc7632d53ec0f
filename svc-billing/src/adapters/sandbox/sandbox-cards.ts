export interface CardDetails {
  number: string;
  /** `MM / YY` or `MM/YYYY`. */
  expiry: string;
  cvc: string;
}

export type ChargeResult = { paid: true } | { paid: false; message: string };

/** Stripe's test cards that succeed. */
const succeeding = new Set(['4242424242424242', '4000056655665556', '5555555555554444']);
/** Stripe's test cards that fail, with the message Stripe's checkout shows. */
const failing = new Map([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
]);

/** Charges a card the way Stripe does in test mode: only its test cards, with its messages. */
export function chargeTestCard(card: CardDetails, now: Date): ChargeResult {
  const problem = invalidCardMessage(card, now);
  if (problem) return { paid: false, message: problem };
  const number = card.number.replace(/[\s-]/g, '');
  if (succeeding.has(number)) return { paid: true };
  return {
    paid: false,
    message:
      failing.get(number) ??
      'Your card was declined. This sandbox only accepts test cards, such as 4242 4242 4242 4242.',
  };
}

function invalidCardMessage(card: CardDetails, now: Date): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (number.length === 0) return 'Your card number is incomplete.';
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return "Your card's expiration date is incomplete.";
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const currentYear = now.getUTCFullYear();
  if (year < currentYear) return "Your card's expiration year is in the past.";
  if (year === currentYear && month < now.getUTCMonth() + 1)
    return "Your card's expiration date is in the past.";
  if (!/^\s*\d{3,4}\s*$/.test(card.cvc)) return "Your card's security code is incomplete.";
  return null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
