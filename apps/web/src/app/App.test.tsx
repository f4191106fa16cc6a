// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from './App';

afterEach(cleanup);

describe('<App />', () => {
  it('shows the loading overlay with "Loading..." until the start-up modules have loaded', async () => {
    await act(async () => void render(<App boot={new Promise(() => {})} />));
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay.textContent).toContain('Loading...');
  });
});
