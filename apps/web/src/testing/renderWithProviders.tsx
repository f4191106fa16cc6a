import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initI18n } from '../app/i18n/i18n';

/**
 * Renders a component as the app would: Mantine, TanStack Query (a fresh client, optionally
 * seeded), English UI strings and a router at `path`. For component tests under happy-dom.
 */
export async function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; seed?: (client: QueryClient) => void } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n('en-US');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  options.seed?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
