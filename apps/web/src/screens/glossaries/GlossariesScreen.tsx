import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useGlossaries } from '../../api/glossaries';
import { Screen } from '../../components/Screen';
import { BackLink } from './BackLink';
import { isPairGlossary } from '../../lib/glossaryChoice';
import { LoadState } from './LoadState';
import { NeverTranslateCard } from './NeverTranslateCard';
import { PairGlossariesCard } from './PairGlossariesCard';

/** /settings/glossaries: the words never translated, and the glossaries of each language pair. */
export function GlossariesScreen() {
  const { t } = useTranslation();
  const glossaries = useGlossaries();
  const all = glossaries.data;
  return (
    <Screen name="glossaries">
      <Stack gap="lg">
        <Stack gap={4}>
          <BackLink to="/settings" label={t('glossaries.backToSettings')} />
          <Text c="dimmed">{t('glossaries.intro')}</Text>
        </Stack>
        {all ? (
          <>
            <NeverTranslateCard list={all.find((glossary) => !isPairGlossary(glossary))} />
            <PairGlossariesCard glossaries={all.filter(isPairGlossary)} total={all.length} />
          </>
        ) : (
          <LoadState failed={glossaries.isError} onRetry={() => void glossaries.refetch()} />
        )}
      </Stack>
    </Screen>
  );
}
