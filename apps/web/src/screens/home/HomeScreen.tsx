import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Anchor, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { notifyError } from '../../app/notifications/notify';
import { useQuota } from '../../api/account';
import { useAuth } from '../../api/authStore';
import { usePreferences } from '../../api/preferences';
import { useRecentTranslations } from '../../api/translationProgress';
import { QuotaBars } from '../../components/QuotaBars';
import { Screen } from '../../components/Screen';
import { refusalOf } from './acceptedFiles';
import { DropZone } from './DropZone';
import { HowItWorks } from './HowItWorks';
import { uploadStore } from './homeFlow';
import { RecentTranslations } from './RecentTranslations';
import type { UploadItem } from './uploadStore';
import { useRevealCard } from './useRevealCard';
import { useUploads } from './useUploads';

// The upload card (analysis, language choices, progress) is not part of Home's first load: it is
// fetched when the user reaches for the drop zone (pointer, focus, a drag), or with the first file
// (a paste). Fetched at idle instead, its code ran in the middle of Home's start on a phone.
const loadUploadCard = () => import('./UploadCard');
const preloadUploadCard = () => void loadUploadCard().catch(() => undefined);
const UploadCard = lazy(async () => ({ default: (await loadUploadCard()).UploadCard }));

/** Stands in for a file's card while its code arrives: the name and a spinner. */
function UploadCardPending({ item }: { item: UploadItem }) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={item.file.name} aria-busy>
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text fw={700} truncate>
          {item.file.name}
        </Text>
      </Group>
    </Card>
  );
}

function QuotaCard() {
  const { t } = useTranslation();
  const quota = useQuota();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4">
          {quota.data?.premium ? t('home.quotaTitlePremium') : t('home.quotaTitle')}
        </Title>
        {quota.data && (
          <Anchor component={Link} to="/pricing" size="sm" fw={600}>
            {quota.data.premium ? t('home.managePlan') : t('home.upgrade')}
          </Anchor>
        )}
      </Group>
      {quota.data ? (
        <QuotaBars quota={quota.data} />
      ) : quota.isError ? (
        <Text c="dimmed" size="sm">
          {t('common.loadFailed')}
        </Text>
      ) : (
        <Stack gap="md" aria-busy>
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      )}
    </Card>
  );
}

/** Upload files, see what they hold, pick languages and translate; the quota and recent work below. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const preferences = usePreferences();
  const items = useUploads();
  const recent = useRecentTranslations();
  const { reveal, cardRef } = useRevealCard();
  const firstName = user?.name?.trim().split(/\s+/)[0];
  const userId = user?.id;
  const shownTranslations = useMemo(
    () => new Set(items.flatMap((item) => (item.translationId ? [item.translationId] : []))),
    [items],
  );

  const onFiles = useCallback(
    (files: File[]) => {
      if (!userId) return;
      const accepted = files.filter((file) => {
        const refusal = refusalOf(file);
        if (refusal) notifyError(t(`home.drop.${refusal}`, { name: file.name }), 6000);
        return refusal === null;
      });
      // The last file's card is the top one of those just added.
      const top = accepted.length > 0 ? uploadStore.add(accepted, userId).at(-1) : undefined;
      if (top) reveal(top);
    },
    [userId, t, reveal],
  );

  return (
    <Screen name="home">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="h3">
            {firstName ? t('home.greeting', { name: firstName }) : t('home.greetingAnonymous')}
          </Title>
          <Text c="dimmed">{items.length === 0 ? t('home.intro') : t('home.introBusy')}</Text>
        </div>
        <DropZone onFiles={onFiles} compact={items.length > 0} onIntent={preloadUploadCard} />
        {items.length > 0 && (
          <Stack gap="md" component="section" aria-label={t('home.filesLabel')}>
            {items.map((item) => (
              <Suspense key={item.key} fallback={<UploadCardPending item={item} />}>
                <UploadCard ref={cardRef(item.key)} item={item} preferences={preferences} />
              </Suspense>
            ))}
          </Stack>
        )}
        {items.length === 0 && recent.data?.items.length === 0 && <HowItWorks />}
        <RecentTranslations hide={shownTranslations} />
        {/* Once the sections above know their size (the list, or how it works for a new user), so
            their arrival does not push the card down (issue 13: layout shift). */}
        {!recent.isLoading && <QuotaCard />}
      </Stack>
    </Screen>
  );
}
