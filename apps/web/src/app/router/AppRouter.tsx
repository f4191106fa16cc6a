import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { connectNavigation } from './navigation';
import { routes } from './routes';

/** Created after start-up, so the guard's first run sees the auth module already started. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => connectNavigation((to, options) => void router.navigate(to, options)), [router]);
  return <RouterProvider router={router} />;
}
