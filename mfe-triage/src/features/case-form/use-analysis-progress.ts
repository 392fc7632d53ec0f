import { useCallback, useEffect, useRef, useState } from 'react';

export const progressStepMs = 100;
export const progressHold = 90;

export type ProgressPhase = 'idle' | 'running' | 'complete';

/** Spec §4/§9: +1 every 100 ms up to 90, held there until done; then 100 (success) or 0 (error). */
export function useAnalysisProgress() {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const [percent, setPercent] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stopTimer();
    setPhase('running');
    setPercent(0);
    timer.current = setInterval(() => {
      setPercent((value) => (value < progressHold ? value + 1 : value));
    }, progressStepMs);
  }, [stopTimer]);

  const succeed = useCallback(() => {
    stopTimer();
    setPercent(100);
    setPhase('complete');
  }, [stopTimer]);

  const fail = useCallback(() => {
    stopTimer();
    setPercent(0);
    setPhase('idle');
  }, [stopTimer]);

  useEffect(() => stopTimer, [stopTimer]);

  return { phase, percent, start, succeed, fail };
}
