/**
 * A templated note's checkboxes ("ROS: [x] SOB [x] wheeze [ ] chest pain [ ] syncope", "☐ fever ☑ cough"):
 * an unticked box denies what follows it, a ticked one affirms it. Each box begins a clause of its own, so
 * that a denial reaches only its own item and an item is never read as the one before it. Without this a
 * review of systems reads as every symptom it lists.
 */
const UNTICKED = /(?:\[\s?\]|\(\s?\)|☐)[^\S\n]*/g;
const TICKED = /(?:\[[xX✓✔]\]|\([xX✓✔]\)|[☑☒✅])[^\S\n]*/g;

export function readCheckboxes(text: string): string {
  if (!/[[(☐☑☒✅]/.test(text)) return text;
  return text.replace(UNTICKED, '; no ').replace(TICKED, '; ');
}
