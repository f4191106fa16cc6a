import { CallableError } from '@tolk/client';
import {
  type Analysis,
  type LanguageCode,
  type PageRange,
  type Preferences,
  type Translation,
  type TranslationProvider,
} from '@tolk/contract';
import { i18n } from '../../app/i18n/translator';
import { notify, notifyError } from '../../app/notifications/notify';
import { getAuthState, subscribeAuth } from '../../api/authStore';
import { callable } from '../../api/callable';
import { errorMessage, reasonText, translationFailure } from '../../api/errors';
import { uploadFailureKey } from '../../api/uploadErrors';
import { readCachedPreferences } from '../../api/preferencesCache';
import { queryClient, queryKeys } from '../../api/queryClient';
import { storeTranslation } from '../../api/translationProgress';
import { createAnnouncer } from './announcer';
import { quotaWarningFor, type QuotaWarning } from './quotaWarnings';
import { createUploadStore } from './uploadStore';
import type { SourceChoice } from '../../lib/languageChoice';

/** The home screen's files; lives as long as the app so work continues across screens. */
export const uploadStore = createUploadStore();

// Cards belong to whoever is signed in: on sign-out (or another account) they go, uploads included.
let owner = getAuthState().user?.id ?? null;
subscribeAuth(() => {
  const { loading, user } = getAuthState();
  if (loading || (user?.id ?? null) === owner) return;
  owner = user?.id ?? null;
  uploadStore.clear();
});

/** A translation job can take minutes; the stream is followed that long, then the query takes over. */
const STREAM_TIMEOUT_MS = 30 * 60 * 1000;

function preferences(): Preferences {
  return queryClient.getQueryData<Preferences>(queryKeys.preferences) ?? readCachedPreferences();
}

export function quotaWarningMessage(warning: QuotaWarning): string {
  if (warning.kind === 'refused') return warning.message ?? i18n.t('home.quota.refused');
  if (warning.kind === 'low-images') return i18n.t('home.quota.lowImages', { count: warning.left });
  return i18n.t('home.quota.lowPages', { count: warning.left });
}

function warnAboutQuota(analysis: Analysis): void {
  const warning = quotaWarningFor(analysis);
  if (warning && preferences().notifications.quotaWarnings)
    notify(quotaWarningMessage(warning), { type: 'warning', duration: 6000 });
}

export async function analyze(key: string): Promise<void> {
  const uploadId = uploadStore.get(key)?.uploadId;
  if (!uploadId) return;
  uploadStore.update(key, { phase: 'analyzing', analysisError: null });
  try {
    const analysis = await callable.call('analyzeDocument', { uploadId });
    uploadStore.update(key, { phase: 'ready', analysis });
    warnAboutQuota(analysis);
  } catch (error) {
    const message = errorMessage(error, i18n.t('home.analysisFailed'));
    uploadStore.update(key, { phase: 'analysis-failed', analysisError: message });
    notifyError(message);
  }
}

uploadStore.onUploaded((key) => void analyze(key));
uploadStore.onFailed((key, failure) => {
  const name = uploadStore.get(key)?.file.name ?? '';
  const reason = failure.serverMessage ?? i18n.t(uploadFailureKey(failure.kind));
  notifyError(i18n.t('home.upload.failedNotification', { name, reason }), 6000);
});

const announcer = createAnnouncer({
  completed(translation) {
    if (preferences().notifications.translationComplete)
      notify(i18n.t('home.done.notification', { name: translation.fileName }), { type: 'positive' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
  },
  failed: (translation) => notifyError(translationFailure(translation, i18n.t('home.failed.generic'))),
});

queryClient.getQueryCache().subscribe((event) => {
  const [scope, id] = event.query.queryKey as [unknown, unknown];
  if (event.type !== 'updated' || scope !== 'translation' || typeof id !== 'string') return;
  const data = event.query.state.data as Translation | undefined;
  if (data) announcer.observe(data);
});

function follow(key: string, translation: Translation): void {
  if (uploadStore.get(key)?.translationId !== translation.id) {
    announcer.watch(translation.id);
    uploadStore.update(key, { translationId: translation.id, phase: 'translating', translateError: null });
  }
  storeTranslation(translation);
}

export interface TranslateChoice {
  langFrom: SourceChoice;
  langTo: LanguageCode;
  provider: TranslationProvider | undefined;
  bilingual: boolean;
  /** Only these pages of a PDF; absent: all of them. */
  pageRange?: PageRange;
  /** Absent: the pair's default glossary; null: none. */
  glossaryId?: string | null;
}

export async function translate(key: string, choice: TranslateChoice): Promise<void> {
  const item = uploadStore.get(key);
  if (!item?.uploadId || item.submitting) return;
  uploadStore.update(key, { submitting: true, translateError: null });
  try {
    const { applyProgressMessage } = await import('../../api/progressMessages');
    const result = await callable.stream(
      'translateDocument',
      { uploadId: item.uploadId, ...choice, folderId: null },
      {
        timeoutMs: STREAM_TIMEOUT_MS,
        onMessage: (message) => {
          const translation = applyProgressMessage(message);
          if (translation) follow(key, translation);
        },
      },
    );
    follow(key, result);
  } catch (error) {
    // Once the job exists, a broken stream is no failure: the query and live events follow it.
    if (uploadStore.get(key)?.translationId) return;
    const message = errorMessage(error, i18n.t('home.translateFailed'));
    const quotaRefused = error instanceof CallableError && error.code === 'resource-exhausted';
    uploadStore.update(key, { translateError: { message, upgradeHelps: quotaRefused } });
    if (quotaRefused) void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    notifyError(message);
  } finally {
    uploadStore.update(key, { submitting: false });
  }
}

export async function retryTranslation(translationId: string): Promise<void> {
  try {
    const translation = await callable.call('retryTranslation', { translationId });
    announcer.watch(translation.id);
    storeTranslation(translation);
  } catch (error) {
    notifyError(errorMessage(error, reasonText('RETRY_TRANSLATION_FAILED')));
  }
}
