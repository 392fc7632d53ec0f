import { useEffect, useState } from 'react';
import { firstPhraseChangeMs, phraseChangeMs, uploadPhrases } from './upload-phrases';

/**
 * The status phrase while `active`: the first at once, the next after 2 s, then one every 4.5 s,
 * starting again from the first after the tenth (spec §4: the text cycles) so a slow report never
 * looks stuck on "Finalizing results".
 */
export function useUploadPhrase(active: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    setIndex(0);
    const next = () => setIndex((value) => (value + 1) % uploadPhrases.length);
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      next();
      interval = setInterval(next, phraseChangeMs);
    }, firstPhraseChangeMs);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [active]);
  return uploadPhrases[index] ?? uploadPhrases[0];
}
