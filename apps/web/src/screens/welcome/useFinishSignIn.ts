import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../api/authStore';

/** After a successful sign-in or sign-up: make sure the session is known, then go to '/'. */
export function useFinishSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await refreshSession();
    await navigate('/', { replace: true });
  }, [navigate]);
}
