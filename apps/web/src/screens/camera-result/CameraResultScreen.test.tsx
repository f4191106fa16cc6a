// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../app/i18n/translator';
import { MESSAGES, type Folder, type ImageBlocks } from '@tolk/contract';
import { applyLiveEvent } from '../../api/cacheUpdates';
import { clearDownloadUrls } from '../../api/downloads';
import { documentKeys } from '../../api/documentKeys';
import { notifications } from '../../app/notifications/notify';
import { cameraTranslation } from '../../testing/fixtures';
import { fakeServer as fakeApi, ok, type Routes } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CameraResultScreen } from './CameraResultScreen';

const capture = cameraTranslation;

const blocks: ImageBlocks = {
  width: 800,
  height: 600,
  blocks: [
    {
      box: { x: 40, y: 30, width: 300, height: 60 },
      text: 'EMERGENCY EXIT',
      translation: 'SALIDA DE EMERGENCIA',
    },
    {
      // A 300×40 line turned by 8°, reported as its axis-aligned box.
      box: { x: 60, y: 300, width: 302.6, height: 81.4 },
      angle: 8,
      text: 'Keep clear',
      translation: 'Mantener despejado',
    },
  ],
};

const folder: Folder = {
  id: 'f-receipts',
  userId: 'u1',
  name: 'Receipts',
  parentId: null,
  color: null,
  deletedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The API server at the HTTP boundary, with signed file URLs `/signed/<fileId>`. */
function fakeServer(routes: Routes) {
  return fakeApi({
    getDownloadUrl: (data) =>
      ok({ url: `/signed/${String(data.fileId)}`, expiresAt: '2026-11-21T12:00:00.000Z' }),
    ...routes,
  }).calls;
}

const renderAt = (path: string, folders: Folder[] = []) =>
  renderWithProviders(<CameraResultScreen />, {
    path,
    seed: (client) => client.setQueryData(documentKeys.folders, { folders }),
  });

const image = () => screen.getByTestId('camera-result-image') as HTMLImageElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearDownloadUrls();
  act(() => notifications.clear());
});

describe('<CameraResultScreen />', () => {
  it('follows a photo still being translated, then shows the result when the live update says it is done', async () => {
    const calls = fakeServer({
      getTranslation: ok(
        capture({ status: 'processing', stage: 'ocr', progress: 40, translatedFileId: null }),
      ),
      getImageBlocks: ok(blocks),
    });
    const { queryClient } = await renderAt('/camera/result?id=t1');

    const progress = await screen.findByTestId('camera-result-progress');
    expect(progress.getAttribute('aria-valuetext')).toBe('Reading text (OCR) 40%');
    await waitFor(() => expect(image().getAttribute('src')).toBe('/signed/file-original'));
    expect(screen.queryByTestId('camera-result-toggle')).toBeNull();
    expect(calls.some((call) => call.name === 'getImageBlocks')).toBe(false);

    act(() => void applyLiveEvent(queryClient, 'translation', capture()));
    const text = await screen.findByTestId('camera-result-text');
    expect(screen.queryByTestId('camera-result-progress')).toBeNull();
    expect(
      within(text)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SALIDA DE EMERGENCIA', 'Mantener despejado']);
    await waitFor(() => expect(image().getAttribute('src')).toBe('/signed/file-translated'));
  });

  it('lays the blocks over the photo, opens one with its original and translation, and toggles the original', async () => {
    fakeServer({ getTranslation: ok(capture()), getImageBlocks: ok(blocks) });
    await renderAt('/camera/result?id=t1');

    const regions = await screen.findAllByTestId('camera-result-block');
    expect(regions).toHaveLength(2);
    expect(regions[0]?.style.left).toBe('5%');
    expect(regions[0]?.style.width).toBe('37.5%');
    expect(regions[1]?.style.transform).toBe('rotate(8deg)');
    expect(regions[1]?.getAttribute('aria-label')).toBe('Text 2: Mantener despejado');

    fireEvent.click(regions[0] as HTMLElement);
    expect((await screen.findByTestId('camera-result-block-original')).textContent).toBe('EMERGENCY EXIT');
    expect(screen.getByTestId('camera-result-block-translation').textContent).toBe('SALIDA DE EMERGENCIA');

    await waitFor(() => expect(image().getAttribute('src')).toBe('/signed/file-translated'));
    const toggle = screen.getByTestId('camera-result-toggle');
    fireEvent.click(within(toggle).getByLabelText('Original'));
    await waitFor(() => expect(image().getAttribute('src')).toBe('/signed/file-original'));
    expect(image().dataset.view).toBe('original');
    fireEvent.click(within(toggle).getByLabelText('Translated'));
    await waitFor(() => expect(image().getAttribute('src')).toBe('/signed/file-translated'));
  });

  it('says so when the photo is unknown or someone else’s, with a way back to the camera', async () => {
    fakeServer({
      getTranslation: {
        status: 404,
        body: { error: { status: 'NOT_FOUND', message: 'Translation not found' } },
      },
    });
    await renderAt('/camera/result?id=someone-elses');
    const missing = await screen.findByTestId('camera-result-missing');
    expect(missing.dataset.reason).toBe('notFound');
    expect(within(missing).getByRole('link', { name: 'Back to the camera' }).getAttribute('href')).toBe(
      '/camera',
    );
  });

  it('asks nothing of the server without an id', async () => {
    const calls = fakeServer({});
    await renderAt('/camera/result');
    expect(screen.getByTestId('camera-result-missing').dataset.reason).toBe('noId');
    expect(calls).toEqual([]);
  });

  it('shows a failed translation’s error and a Retake button', async () => {
    fakeServer({
      getTranslation: ok(
        capture({ status: 'failed', error: 'No text could be read', translatedFileId: null }),
      ),
    });
    await renderAt('/camera/result?id=t1');
    expect((await screen.findByTestId('camera-result-error')).textContent).toBe('No text could be read');
    expect(screen.getByTestId('camera-result-retake').getAttribute('href')).toBe('/camera');
  });

  it('says why it failed in the UI language when the failure has a reason', async () => {
    fakeServer({
      getTranslation: ok(
        capture({
          status: 'failed',
          error: 'The translation was interrupted and could not be finished. Please try again.',
          errorDetails: { reason: 'TRANSLATION_INTERRUPTED' },
          translatedFileId: null,
        }),
      ),
    });
    await renderAt('/camera/result?id=t1');
    const shown = await screen.findByTestId('camera-result-error');
    expect(shown.textContent).toBe(
      'The translation was interrupted and could not be finished. Please try again.',
    );
    try {
      await act(() => i18n.changeLanguage('fr-FR'));
      await waitFor(() =>
        expect(screen.getByTestId('camera-result-error').textContent).toBe(
          'La traduction a été interrompue et n’a pas pu être terminée. Réessayez.',
        ),
      );
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('saves to a folder: the server’s name conflict shows in the field, a new name saves and links to History', async () => {
    const calls = fakeServer({
      getTranslation: ok(capture()),
      getImageBlocks: ok(blocks),
      saveCapture: (data) =>
        data.fileName === 'Exit sign.jpg'
          ? ok(
              capture({
                fileName: 'Exit sign.jpg',
                fileNameLower: 'exit sign.jpg',
                folderId: 'f-receipts',
                inHistory: true,
              }),
            )
          : { status: 409, body: { error: { status: 'ABORTED', message: MESSAGES.documentNameExists } } },
    });
    await renderAt('/camera/result?id=t1', [folder]);

    fireEvent.click(await screen.findByTestId('camera-result-save'));
    const name = (await screen.findByTestId('camera-save-name')) as HTMLInputElement;
    expect(name.value).toBe('Camera photo.jpg');
    fireEvent.click(within(screen.getByTestId('camera-save-folder')).getByLabelText('Receipts'));
    fireEvent.change(name, { target: { value: 'Taken.jpg' } });
    fireEvent.click(screen.getByTestId('camera-save-confirm'));
    expect(await screen.findByText(MESSAGES.documentNameExists)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Exit sign.jpg' } });
    fireEvent.click(screen.getByTestId('camera-save-confirm'));
    const saved = await screen.findByTestId('camera-result-saved');
    expect(saved.getAttribute('href')).toBe('/history/f-receipts?q=Exit+sign.jpg');
    expect(screen.queryByTestId('camera-result-save')).toBeNull();
    expect(notifications.getSnapshot().map((n) => [n.type, n.message])).toEqual([
      ['positive', 'Saved to history: Exit sign.jpg'],
    ]);
    expect(calls.filter((call) => call.name === 'saveCapture').map((call) => call.data)).toEqual([
      { translationId: 't1', folderId: 'f-receipts', fileName: 'Taken.jpg' },
      { translationId: 't1', folderId: 'f-receipts', fileName: 'Exit sign.jpg' },
    ]);
  });

  it('copies all the translated text with a positive notification', async () => {
    fakeServer({ getTranslation: ok(capture()), getImageBlocks: ok(blocks) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderAt('/camera/result?id=t1');
    await screen.findByTestId('camera-result-text');
    fireEvent.click(screen.getByTestId('camera-result-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('SALIDA DE EMERGENCIA\n\nMantener despejado'));
    await waitFor(() =>
      expect(notifications.getSnapshot().map((n) => [n.type, n.message])).toEqual([
        ['positive', 'Translated text copied'],
      ]),
    );
  });

  it('says which language a photo left to detection was taken to be in, with a change control', async () => {
    fakeServer({ getTranslation: ok(capture()), getImageBlocks: ok(blocks) });
    await renderAt('/camera/result?id=t1');
    const detected = await screen.findByTestId('camera-result-detected-language');
    expect(detected.textContent).toBe('Detected: English');
    const change = screen.getByRole('button', { name: "Change the photo's language (English)" });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(change);
    const picker = await screen.findByTestId('camera-result-source');
    expect(document.querySelector(`label[for="${picker.id}"]`)?.textContent).toBe('Language of the photo');
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(change.getAttribute('aria-expanded')).toBe('true');
    expect(change.getAttribute('aria-controls')).toBe(picker.id);
  });

  it('names no detected language for a photo whose language was chosen', async () => {
    fakeServer({
      getTranslation: ok(capture({ langFrom: 'en', detectedLanguage: 'en' })),
      getImageBlocks: ok(blocks),
    });
    await renderAt('/camera/result?id=t1');
    await screen.findByTestId('camera-result-text');
    expect(screen.queryByTestId('camera-result-detected')).toBeNull();
  });
});
