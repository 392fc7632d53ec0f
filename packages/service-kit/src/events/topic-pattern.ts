/** AMQP topic matching: words split by `.`, `*` matches one word, `#` zero or more. */
export function matchesTopicPattern(pattern: string, routingKey: string): boolean {
  return matchWords(pattern.split('.'), routingKey.split('.'));
}

function matchWords(pattern: readonly string[], words: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return words.length === 0;
  if (head === '#') {
    for (let skipped = 0; skipped <= words.length; skipped += 1) {
      if (matchWords(rest, words.slice(skipped))) return true;
    }
    return false;
  }
  const [word, ...remaining] = words;
  if (word === undefined) return false;
  return (head === '*' || head === word) && matchWords(rest, remaining);
}
