import { useDispatch, useSelector } from 'react-redux';
import {
  Dialog,
  closeSignInDialog,
  openSignInDialog,
  selectSignInDialogOpen,
  useAuthStatusQuery,
  useSignedInUser,
  useToast,
  type MananState,
} from '@manan/ui-kit';
import { authToasts } from './auth-messages';
import { SignInPanel } from './sign-in-panel';

/**
 * The sign-in dialog (spec §2). Open with `dispatch(openSignInDialog())` from the shell or from a
 * remote (the pricing page), since its state is in the shared store.
 */
export function SignInDialog() {
  const open = useSelector((state: MananState) => selectSignInDialogOpen(state));
  const dispatch = useDispatch();
  const toast = useToast();
  const { user } = useSignedInUser();
  // Google sign-in is offered only once the server says it is configured.
  const googleAvailable = useAuthStatusQuery().data?.providers.google ?? false;
  const close = () => dispatch(closeSignInDialog());

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => dispatch(next ? openSignInDialog() : closeSignInDialog())}
      title="Welcome to MANAN"
      description="Sign in or create an account to use the clinical triage assistant."
    >
      <SignInPanel
        signedIn={user !== null}
        googleAvailable={googleAvailable}
        onSignedIn={close}
        onAlreadySignedIn={() => {
          close();
          toast(authToasts.alreadySignedIn);
        }}
      />
    </Dialog>
  );
}
