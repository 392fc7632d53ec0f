import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentToast, type MananState } from '@manan/ui-kit';

// Radix Toast loads with the first toast (any app may raise one), not with the landing page.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** The shell's one toast area: mounted when the first toast arrives, and kept (so toasts animate out). */
export function ToastArea({ onAction }: { onAction: (to: string) => void }) {
  const hasToast = useSelector((state: MananState) => selectCurrentToast(state) !== null);
  const [needed, setNeeded] = useState(hasToast);
  if (hasToast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onAction={onAction} />
    </Suspense>
  );
}
