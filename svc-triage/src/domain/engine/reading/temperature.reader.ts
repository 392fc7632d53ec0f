import { fahrenheitToCelsius } from './unit-conversions';
import { LINK, START, firstMatch } from './vital-sign-text';

const LABEL = `${START}(?:temp(?:erature)?|t ?max|t|tympanic(?: temp\\w*)?|(?:oral|axillary|rectal|core|body|skin) temp(?:erature)?|bt|febrile|fever|pyrexial|hypothermic)`;
const DEGREES =
  '(\\d{2,3}(?:\\.\\d+)?)\\s*(?:°|deg(?:rees?)?\\b|degs?\\b)?\\s*(c\\b|f\\b|celsius|centigrade|fahrenheit)?';
/**
 * Degrees of a movement or an angle, not of heat: "can rotate 45 degrees left and right", "flexion to
 * 90°", "30 degrees of abduction", "head up 30 degrees".
 */
// Checked just after the number (so only where a number was found), looking back over it.
const NOT_AN_ANGLE =
  '(?<!(?:rotat|turn|flex|extend|extension|abduct|adduct|lift|rais|tilt|bend|bent|angl|inclin|slope|head up|elevat|range)\\w*\\s+(?:\\S+\\s+){0,3}\\d{2,3}(?:\\.\\d+)?)';
const NOT_A_MOVEMENT =
  '(?!\\s*(?:°|deg\\w*)?\\s*(?:left|right|to (?:the |each |either |both )?(?:left|right|side)|each way|both ways|either side|of (?:flexion|extension|rotation|abduction|adduction|movement)|flexion|extension|rotation|abduction|adduction|angle|incline|tilt)\\b)';
const patterns = [
  new RegExp(`${LABEL}${LINK}${DEGREES}(?![\\d.a-z%/])`),
  new RegExp(
    `(?<![\\d./])(\\d{2,3}(?:\\.\\d+)?)${NOT_AN_ANGLE}${NOT_A_MOVEMENT}\\s*°\\s*(c\\b|f\\b|celsius|fahrenheit)?`,
  ),
  // "82F", "86F c/o fall": nurse shorthand for an 82-year-old woman, not 82 °F (27.8 °C); a temperature
  // written with a bare F and no label has a decimal or three digits ("101.4F", "102F").
  new RegExp(
    `(?<![\\d./])(?!\\d{2}f\\b)(\\d{2,3}(?:\\.\\d+)?)\\s*(?:deg(?:rees?)?\\s*)?(c\\b|f\\b|celsius|fahrenheit)(?![a-z])`,
  ),
  new RegExp(`(?<![\\d./])(\\d{2}(?:\\.\\d+)?)${NOT_AN_ANGLE}${NOT_A_MOVEMENT}\\s*degrees\\b()`),
];

/** Temperature in °C from "T 39.2°C", "temp of 101.4F", "97° F", "febrile to 39.5", "BT 36.8", "T 39,2". */
export function readTemperature(text: string): number | undefined {
  const match = firstMatch(text, patterns);
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  const unit = match[2]?.charAt(0);
  const fahrenheit = unit === 'f' || (unit !== 'c' && value > 45);
  const celsius = fahrenheit ? fahrenheitToCelsius(value) : value;
  return celsius >= 25 && celsius <= 45 ? celsius : undefined;
}
