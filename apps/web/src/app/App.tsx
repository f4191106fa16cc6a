import { Suspense, use, useEffect } from 'react';
import { DirectionProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import type { BootResult } from './boot/boot';
import { LoadingOverlay } from './LoadingOverlay';
import { Notifications } from './notifications/Notifications';
import { AppRouter } from './router/AppRouter';
import { preloadRoute } from './router/routes';
import { AppTheme } from './theme/AppTheme';

function Started({ boot }: { boot: Promise<BootResult[]> }) {
  use(boot);
  return (
    <>
      <AppRouter />
      <Notifications />
    </>
  );
}

/**
 * The loading overlay shows until every start-up module has settled, then the app. Once the overlay
 * is on screen, the code of the screens at the opened address starts loading, so it arrives while
 * start-up runs rather than after it (and does not hold up that first paint).
 */
export function App({ boot }: { boot: Promise<BootResult[]> }) {
  useEffect(() => preloadRoute(window.location.pathname), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Follows <html dir>, which the UI language sets (right to left for Arabic). */}
      <DirectionProvider>
        <AppTheme>
          <Suspense fallback={<LoadingOverlay />}>
            <Started boot={boot} />
          </Suspense>
        </AppTheme>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
