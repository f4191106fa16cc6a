// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Translation } from '@tolk/contract';
import { notifications } from '../app/notifications/notify';
import { cameraTranslation } from '../testing/fixtures';
import { useCaptureTranslation, type CaptureInput } from './captures';
import { queryClient, queryKeys } from './queryClient';

const base = cameraTranslation({
  id: 't-cam-1',
  fileName: 'Camera photo 2026-11-21 10.00.00.jpg',
  fileNameLower: 'camera photo 2026-11-21 10.00.00.jpg',
  status: 'queued',
  progress: 0,
  detectedLanguage: null,
  size: 1234,
  originalFileId: 'f-orig',
  translatedFileId: null,
  bilingualFileId: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
});

const input: CaptureInput = { image: 'AAAA', fileName: 'sign.jpg', langFrom: 'auto', langTo: 'es' };

/**
 * translateCapture at the HTTP boundary: an event stream of `{message}` events and a last
 * `{result}`, or a plain JSON error. The request is kept for the assertions.
 */
function fakeServer(answer: { events: unknown[] } | { status: number; body: unknown }) {
  const requests: { url: string; accept: string; data: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      requests.push({
        url: String(url),
        accept: headers.get('accept') ?? '',
        data: (JSON.parse(String(init.body)) as { data: unknown }).data,
      });
      if ('events' in answer) {
        const text = answer.events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
        return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
      }
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return requests;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  act(() => notifications.clear());
});

describe('useCaptureTranslation', () => {
  it('streams the photo to translateCapture and hands over the completed translation', async () => {
    const done: Translation = { ...base, status: 'completed', progress: 100, translatedFileId: 'f-tr' };
    const requests = fakeServer({
      events: [
        { message: base },
        { message: { id: base.id, status: 'processing', stage: 'ocr', progress: 40 } },
        { result: done },
      ],
    });
    const onCompleted = vi.fn();
    const { result } = renderHook(() => useCaptureTranslation(onCompleted), { wrapper });

    await act(() => result.current.send(input));

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/api\/fn\/translateCapture$/);
    expect(requests[0]?.accept).toBe('text/event-stream');
    expect(requests[0]?.data).toEqual(input);
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onCompleted.mock.calls[0]?.[0]).toMatchObject({ id: base.id, status: 'completed' });
    expect(notifications.getSnapshot()).toEqual([]);
  });

  it('shows a failed translation as a negative notification and is ready for the next photo', async () => {
    fakeServer({
      events: [
        { message: base },
        { result: { ...base, status: 'failed', error: 'No text was found in the photo.' } },
      ],
    });
    const onCompleted = vi.fn();
    const { result } = renderHook(() => useCaptureTranslation(onCompleted), { wrapper });

    await act(() => result.current.send(input));

    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'idle' }));
    expect(onCompleted).not.toHaveBeenCalled();
    expect(notifications.getSnapshot()).toMatchObject([
      { type: 'negative', message: 'No text was found in the photo.' },
    ]);
  });

  it('keeps the server words when the quota is used up, and refreshes the quota', async () => {
    const message = 'No image translations left this month: you have used all 10 of them.';
    fakeServer({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', message } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const onCompleted = vi.fn();
    const { result } = renderHook(() => useCaptureTranslation(onCompleted), { wrapper });

    await act(() => result.current.send(input));

    expect(result.current.quotaMessage).toBe(message);
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(onCompleted).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.quota });
    invalidate.mockRestore();
  });
});
