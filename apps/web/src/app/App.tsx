import { Suspense, use } from 'react';
import { DirectionProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import type { BootResult } from './boot/boot';
import { LoadingOverlay } from './LoadingOverlay';
import { Notifications } from './notifications/Notifications';
import { AppRouter } from './router/AppRouter';
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

/** The loading overlay shows until every start-up module has settled, then the app. */
export function App({ boot }: { boot: Promise<BootResult[]> }) {
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
