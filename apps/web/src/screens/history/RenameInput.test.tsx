// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type Translation } from '@tolk/contract';
import { setUiLocale } from '../../app/i18n/i18n';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RenameInput } from './RenameInput';

const doc = { id: 'd1', fileName: 'Report.pdf' } as Translation;

/** The API server at the HTTP boundary: renameDocument answers with the given status and body. */
function serverAnswers(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<RenameInput />', () => {
  it('puts the old name back on Escape without calling the server', async () => {
    const calls = serverAnswers(200, {});
    const onDone = vi.fn();
    await renderWithProviders(<RenameInput translation={doc} onDone={onDone} />);
    const input = screen.getByTestId('rename-input');
    fireEvent.change(input, { target: { value: 'Other.pdf' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it('shows the duplicate-name refusal in place and stays open', async () => {
    const calls = serverAnswers(409, { error: { status: 'ABORTED', message: MESSAGES.documentNameExists } });
    const onDone = vi.fn();
    await renderWithProviders(<RenameInput translation={doc} onDone={onDone} />);
    const input = screen.getByTestId('rename-input');
    fireEvent.change(input, { target: { value: 'Taken.pdf' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText(MESSAGES.documentNameExists)).toBeTruthy());
    expect(calls).toEqual([{ data: { documentId: 'd1', fileName: 'Taken.pdf' } }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the refusal in the UI language: Spanish for a Spanish UI, from the reason the server gives', async () => {
    serverAnswers(409, {
      error: {
        status: 'ABORTED',
        message: MESSAGES.documentNameExists,
        details: { reason: 'DOCUMENT_NAME_EXISTS' },
      },
    });
    await renderWithProviders(<RenameInput translation={doc} onDone={vi.fn()} />);
    await act(() => setUiLocale('es-ES'));
    const input = screen.getByTestId('rename-input');
    fireEvent.change(input, { target: { value: 'Taken.pdf' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('Ya existe un documento con este nombre')).toBeTruthy());
    expect(screen.queryByText(MESSAGES.documentNameExists)).toBeNull();
    await act(() => setUiLocale('en-US'));
  });

  it('refuses a blank name without calling the server', async () => {
    const calls = serverAnswers(200, {});
    await renderWithProviders(<RenameInput translation={doc} onDone={vi.fn()} />);
    const input = screen.getByTestId('rename-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('A file name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
