import { useEffect, useMemo } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useNavigate, useRoutes } from 'react-router';
import { ScreenHandleContext, screenHandleOf } from './handle';
import { connectNavigation } from './navigation';
import { routes } from './routes';

/** Lets code outside React (native links, an ended session) navigate through this router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => connectNavigation((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** The screen at the current address, with its route handle for the layouts above it. */
function AppRoutes() {
  const location = useLocation();
  const handle = useMemo(() => screenHandleOf(matchRoutes(routes, location)), [location]);
  const screen = useRoutes(routes);
  return <ScreenHandleContext value={handle}>{screen}</ScreenHandleContext>;
}

/**
 * React Router's declarative mode (its data router is twice the code, and the app uses none of its
 * data features). BrowserRouter makes every navigation a transition, so the previous screen stays
 * while the next one's code loads. Rendered after start-up, so the guard's first decision sees the
 * auth module already started.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
