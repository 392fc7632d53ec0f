import { useEffect, useState } from 'react';
import { firstPhraseChangeMs, phraseChangeMs, uploadPhrases } from './upload-phrases';

/** The status phrase while `active`: the first at once, the next after 2 s, then one every 4.5 s. */
export function useUploadPhrase(active: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    setIndex(0);
    const next = () => setIndex((value) => Math.min(value + 1, uploadPhrases.length - 1));
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
