// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Glossary } from '@tolk/contract';
import { notifications } from '../../app/notifications/notify';
import { answer, fakeAccountServer } from '../../testing/accountServer';
import { glossaryFixture } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GlossaryScreen } from './GlossaryScreen';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => notifications.clear());
});

const legal = glossaryFixture({
  isDefault: true,
  entries: [
    { source: 'contract', target: 'contrato', caseSensitive: false },
    { source: 'Tolk', target: null, caseSensitive: true },
    { source: 'printer', target: 'impresora', caseSensitive: false },
  ],
});

/** The server keeps what was saved: the list asked again after a change answers with it. */
async function openLegal(routes: Parameters<typeof fakeAccountServer>[0] = {}) {
  let saved = legal;
  const server = fakeAccountServer({
    'fn:listGlossaries': () => answer({ glossaries: [saved] }),
    'fn:updateGlossary': (data) => {
      saved = { ...saved, ...data, updatedAt: new Date().toISOString() } as Glossary;
      return answer(saved);
    },
    ...routes,
  });
  await renderWithProviders(
    <Routes>
      <Route path="/settings/glossaries/:glossaryId" element={<GlossaryScreen />} />
    </Routes>,
    { path: '/settings/glossaries/g1' },
  );
  await screen.findByRole('heading', { name: 'Legal' });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Terms' });
const sources = () =>
  within(table())
    .getAllByRole('textbox', { name: /^Source term, row/ })
    .map((input) => (input as HTMLInputElement).value);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('Glossary page: the terms table', () => {
  it('sends the whole edited list when saved: a changed target, a new term on top, a deleted row', async () => {
    const server = await openLegal();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    type(screen.getByRole('textbox', { name: 'Translation, row 1' }), 'el contrato');
    const add = screen.getByRole('form', { name: 'Add a term' });
    type(within(add).getByRole('textbox', { name: 'Source term' }), 'invoice');
    type(within(add).getByRole('textbox', { name: 'Translation' }), 'factura');
    fireEvent.click(within(add).getByRole('checkbox', { name: 'Match case' }));
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete “printer”' }));

    expect(sources()).toEqual(['invoice', 'contract', 'Tolk']);
    expect(screen.getByTestId('entries-count').textContent).toContain('Unsaved changes');
    fireEvent.click(save);

    await waitFor(() => expect(server.to('fn:updateGlossary')).toHaveLength(1));
    expect(server.to('fn:updateGlossary')[0]?.data).toEqual({
      glossaryId: 'g1',
      entries: [
        { source: 'invoice', target: 'factura', caseSensitive: true },
        { source: 'contract', target: 'el contrato', caseSensitive: false },
        { source: 'Tolk', target: null, caseSensitive: true },
      ],
    });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getByTestId('entries-count').textContent).toBe('3 terms');
  });

  it('marks a repeated source term and sends nothing until it is fixed', async () => {
    const server = await openLegal();
    type(screen.getByRole('textbox', { name: 'Source term, row 3' }), 'contract');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This term is already in the list')).toBeTruthy();
    expect(screen.getByTestId('entries-count').textContent).toContain('1 row needs a fix');
    expect(server.to('fn:updateGlossary')).toHaveLength(0);
  });

  it('filters the rows by what is searched, in source or target, ignoring case', async () => {
    await openLegal();
    const search = screen.getByRole('searchbox', { name: 'Search terms' });
    type(search, 'IMPRES');
    expect(sources()).toEqual(['printer']);
    expect(screen.getByTestId('entries-count').textContent).toBe('1 of 3 terms matches');

    type(search, 't');
    expect(sources()).toEqual(['contract', 'Tolk', 'printer']);
    type(search, 'tol');
    expect(sources()).toEqual(['Tolk']);

    type(search, 'nothing like it');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No term contains “nothing like it”.')).toBeTruthy();
  });

  it('shows each bad line of a refused import, and keeps the terms as they were', async () => {
    const server = await openLegal({
      'fn:importGlossary': answer(
        {
          error: {
            status: 'INVALID_ARGUMENT',
            message: 'Nothing was imported: 2 lines of the file have problems, the first is line 2.',
            details: {
              reason: 'GLOSSARY_FILE_INVALID',
              count: 2,
              line: 2,
              issues: [
                { path: 'line 2', message: 'missing-source', code: 'missing-source' },
                { path: 'line 5', message: 'too-many-columns', code: 'too-many-columns' },
              ],
            },
          },
        },
        400,
      ),
    });
    const file = new File(['contract,contrato\n,nada\n'], 'terms.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Glossary file (CSV or TSV)'), { target: { files: [file] } });
    // The list has terms: replacing them is asked first.
    const dialog = await screen.findByRole('dialog', { name: 'Replace the terms?' });
    expect(dialog.textContent).toContain(
      'The 3 terms of this list will be replaced by those of “terms.csv”.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));

    const problems = await screen.findByRole('alert');
    expect(problems.textContent).toContain(
      'Nothing was imported: 2 lines of the file have problems, the first is line 2.',
    );
    const lines = within(problems)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(['Line 2: the source term is missing', 'Line 5: too many columns']);
    expect(server.to('fn:importGlossary')[0]?.data).toEqual({
      glossaryId: 'g1',
      content: 'contract,contrato\n,nada\n',
    });
    expect(sources()).toEqual(['contract', 'Tolk', 'printer']);
  });

  it('makes the glossary the default of its pair, or not, with its switch', async () => {
    const server = await openLegal();
    const toggle = screen.getByRole('switch', { name: /^Default for English → Spanish/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(server.to('fn:updateGlossary')[0]?.data).toEqual({ glossaryId: 'g1', isDefault: false }),
    );
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});
