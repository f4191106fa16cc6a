import { useEffect, useMemo, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { decideAfterWaiting, decideWithoutWaiting } from './authGuard';
import type { GuardDecision } from './guard';

/**
 * The navigation guard's decision for the current address, or undefined while it waits for auth.
 * Decided once per navigation (each new location), as the data router's route loader was: a later
 * change of the auth state does not move the user by itself (sign-in and sign-out navigate).
 */
export function useGuardDecision(): GuardDecision | undefined {
  const location = useLocation();
  const immediate = useMemo(() => decideWithoutWaiting(location.pathname), [location]);
  const [waited, setWaited] = useState<{ location: Location; decision: GuardDecision }>();

  useEffect(() => {
    if (immediate) return;
    let stillHere = true;
    void decideAfterWaiting(location.pathname).then((decision) => {
      if (stillHere) setWaited({ location, decision });
    });
    return () => {
      stillHere = false;
    };
  }, [immediate, location]);

  if (immediate) return immediate;
  return waited?.location === location ? waited.decision : undefined;
}
