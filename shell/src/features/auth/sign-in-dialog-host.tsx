import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSignInDialogOpen, type MananState } from '@manan/ui-kit';

// The dialog, its forms and Google button load the first time someone opens it, not with the landing page.
const SignInDialog = lazy(async () => ({ default: (await import('./sign-in-dialog')).SignInDialog }));

/** Renders the sign-in dialog once it has been opened, and keeps it mounted after (so it can animate shut). */
export function SignInDialogHost() {
  const open = useSelector((state: MananState) => selectSignInDialogOpen(state));
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  );
}
