import { Navigate, Outlet } from 'react-router';
import { LoadingOverlay } from '../LoadingOverlay';
import { useGuardDecision } from './useGuardDecision';

/**
 * Parent route of the screens that need the navigation guard (SPEC.md §2). Nothing below it shows
 * until the guard has decided: the loading overlay shows while it waits for auth, and stays while a
 * redirect replaces the address, so the guarded screen never flashes.
 */
export function NavigationGuard() {
  const decision = useGuardDecision();
  if (decision?.kind === 'pass') return <Outlet />;
  return (
    <>
      {decision && <Navigate to={decision.to} replace />}
      <LoadingOverlay />
    </>
  );
}
