// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MONTHLY_STRIPE } from '../../testing/premium';
import { PlanStatus } from './PlanStatus';

afterEach(cleanup);

describe('<PlanStatus />', () => {
  it('shows Premium with its renewal or end date', async () => {
    await renderWithProviders(<PlanStatus premium />, {
      seed: (client) => client.setQueryData(queryKeys.subscription, MONTHLY_STRIPE),
    });
    expect(screen.getByTestId('plan-status').textContent).toBe('Premium · Renews on December 21, 2026');
    cleanup();
    await renderWithProviders(<PlanStatus premium />, {
      seed: (client) => client.setQueryData(queryKeys.subscription, { ...MONTHLY_STRIPE, willRenew: false }),
    });
    expect(screen.getByTestId('plan-status').textContent).toBe('Premium · Ends on December 21, 2026');
  });

  it('says nothing on the free plan', async () => {
    await renderWithProviders(<PlanStatus premium={false} />);
    expect(screen.queryByTestId('plan-status')).toBeNull();
  });
});
