import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { openSignInDialog, useSignedInUser } from '@manan/ui-kit';

/** Try Now and its siblings (spec §2): /app when signed in, otherwise the sign-in dialog. */
export function useTryNow(): () => void {
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const signedIn = user !== null;
  return useCallback(() => {
    if (signedIn) navigate('/app');
    else dispatch(openSignInDialog());
  }, [dispatch, navigate, signedIn]);
}
