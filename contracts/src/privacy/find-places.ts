import type { IdentifierFinding } from './identifier-kinds';

const emails = /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6}/g;

export function findEmails(text: string): IdentifierFinding[] {
  return [...text.matchAll(emails)].map((match) => ({
    kind: 'email' as const,
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
    text: match[0],
  }));
}

const streetType = String.raw`(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Close|Way|Grove|Crescent|Place|Court|Terrace|Boulevard|Blvd|Nagar|Marg|Gardens|Mews|Row|Square|Parade|Walk|Hill|Park|Colony|Layout|Chowk|Enclave|Vihar)`;
const streetWord = String.raw`(?:[A-Z][A-Za-z'’-]{0,20})`;
const dwelling = String.raw`(?:Flat|Apartment|Apt\.?|Unit|House[ \t]No\.?|Door[ \t]No\.?|Plot|Room)[ \t]{1,2}[0-9A-Z]{1,5},?[ \t]{1,2}`;

/**
 * Street addresses: a house number and a street ("14 Elm Grove", "221B Baker Street", "45 MG Road"), after
 * an optional flat or house ("Flat 3, 18 Victoria Terrace", "House No. 14, Sector 21", "Plot 7, Anna Nagar").
 */
const addresses = new RegExp(
  [
    String.raw`\b(?:${dwelling})?\d{1,5}[A-Z]?,?[ \t]{1,2}(?:${streetWord}[ \t]{1,2}){1,3}${streetType}\b\.?(?:[ \t](?:NW|NE|SW|SE|N|S|E|W)\b)?`,
    String.raw`\b${dwelling}(?:(?:${streetWord}[ \t]{1,2}){1,3}${streetType}\b|Sector[ \t]\d{1,3}\b)`,
  ].join('|'),
  'g',
);

export function findAddresses(text: string): IdentifierFinding[] {
  return [...text.matchAll(addresses)].map((match) => {
    const value = match[0].replace(/\.$/, '');
    return {
      kind: 'address' as const,
      start: match.index ?? 0,
      end: (match.index ?? 0) + value.length,
      text: value,
    };
  });
}

/** UK postcodes (SW1A 1AA, LS6 2AB), case as written on letters; clinical codes (E4 V5 M6, CD4) do not fit. */
const ukPostcode = /\b[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?[ \t]?\d[ABD-HJLNP-UW-Z]{2}\b/g;
/** US ZIP+4 anywhere; a five-digit ZIP only after a state's two letters ("IL 62704"). */
const usZip =
  /\b\d{5}-\d{4}\b|(?<=\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])[ \t])\d{5}\b(?!-)/g;
/** A six-digit Indian PIN, read as one only in an address's context. */
const indianPin = /(?<![\d.,/])[1-9]\d{2}[ \t]?\d{3}(?![\d/]|[.,]\d|[ \t]?(?:mg|ml|mL|units|IU|\/))/g;
const pinLabel = /\b(?:PIN|Pin|pin)(?:[ \t]?code)?[ \t]{0,2}[:\-–]?[ \t]{0,2}$/;

/** Postcodes and ZIP codes; a PIN only after "PIN" or within a short way after a street address. */
export function findPostcodes(text: string, addressesFound: IdentifierFinding[]): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  const add = (match: RegExpMatchArray) => {
    const start = match.index ?? 0;
    findings.push({ kind: 'postcode', start, end: start + match[0].length, text: match[0] });
  };
  for (const match of text.matchAll(ukPostcode)) add(match);
  for (const match of text.matchAll(usZip)) add(match);
  for (const match of text.matchAll(indianPin)) {
    const start = match.index ?? 0;
    const before = text.slice(Math.max(0, start - 40), start);
    const afterAddress = addressesFound.some((address) => address.end <= start && start - address.end <= 40);
    if (
      pinLabel.test(before) ||
      (afterAddress && /^[,\s\p{L}-]*$/u.test(before.slice(before.lastIndexOf(',') + 1)))
    )
      add(match);
  }
  return findings;
}
