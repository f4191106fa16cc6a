// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '../../app/notifications/notify';
import { answer, fakeAccountServer } from '../../testing/accountServer';
import { glossaryFixture } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GlossariesScreen } from './GlossariesScreen';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => notifications.clear());
});

const glossary = glossaryFixture;

const neverSection = () => screen.getByRole('region', { name: 'Never translate' });

describe('Glossaries page', () => {
  it('says there is nothing yet, and creates the never-translate list on its first save', async () => {
    const server = fakeAccountServer({
      'fn:listGlossaries': answer({ glossaries: [] }),
      'fn:createGlossary': (data) => answer(glossary({ glossaryId: 'n1', ...data })),
    });
    await renderWithProviders(<GlossariesScreen />);
    await screen.findByRole('region', { name: 'Never translate' });
    expect(screen.getByTestId('glossaries-empty').textContent).toContain('No glossaries yet');
    expect(within(neverSection()).getByTestId('entries-empty')).toBeTruthy();

    const add = within(neverSection()).getByRole('form', { name: 'Add a term' });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Word or name' }), {
      target: { value: '  Tolk ' },
    });
    fireEvent.submit(add);
    fireEvent.click(within(neverSection()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.to('fn:createGlossary')).toHaveLength(1));
    expect(server.to('fn:createGlossary')[0]?.data).toEqual({
      name: 'Never translate',
      langFrom: null,
      langTo: null,
      entries: [{ source: 'Tolk', target: null, caseSensitive: false }],
    });
  });

  it('lists the pair glossaries, the default one marked, each a link to its page', async () => {
    fakeAccountServer({
      'fn:listGlossaries': answer({
        glossaries: [
          glossary({ glossaryId: 'n1', name: 'Never translate', langFrom: null, langTo: null }),
          glossary({ isDefault: true, entries: [{ source: 'a', target: 'b', caseSensitive: false }] }),
          glossary({ glossaryId: 'g2', name: 'Medical', langFrom: 'fr', langTo: 'en' }),
        ],
      }),
    });
    await renderWithProviders(<GlossariesScreen />);
    const list = await screen.findByRole('list', { name: 'Glossaries by language pair' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings/glossaries/g1',
      '/settings/glossaries/g2',
    ]);
    expect(links[0]?.textContent).toContain('Legal');
    expect(links[0]?.textContent).toContain('Default');
    expect(links[0]?.textContent).toContain('1 term');
    expect(links[1]?.textContent).not.toContain('Default');
  });
});
