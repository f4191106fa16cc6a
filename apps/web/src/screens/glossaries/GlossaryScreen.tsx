import { Stack, Text } from '@mantine/core';
import type { Glossary } from '@tolk/contract';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useGlossaries, useImportGlossary, useUpdateGlossary } from '../../api/glossaries';
import { Screen } from '../../components/Screen';
import { SettingsSection } from '../../components/SettingsSection';
import { BackLink } from './BackLink';
import { EntriesEditor } from './EntriesEditor';
import { isPairGlossary } from '../../lib/glossaryChoice';
import { GlossaryHeader } from './GlossaryHeader';
import { LoadState } from './LoadState';

function GlossaryTerms({ glossary }: { glossary: Glossary }) {
  const { t } = useTranslation();
  const update = useUpdateGlossary();
  const importFile = useImportGlossary();
  const { glossaryId } = glossary;
  return (
    <SettingsSection title={t('glossaries.terms.title')} description={t('glossaries.terms.hint')}>
      <EntriesEditor
        entries={glossary.entries}
        withTargets
        saving={update.isPending}
        onSave={(entries) => update.mutate({ glossaryId, entries })}
        onImport={(content) => importFile.mutateAsync({ glossaryId, content })}
        importing={importFile.isPending}
        glossaryId={glossaryId}
      />
    </SettingsSection>
  );
}

/** /settings/glossaries/:glossaryId: one pair glossary, its details and its terms. */
export function GlossaryScreen() {
  const { t } = useTranslation();
  const { glossaryId } = useParams();
  const glossaries = useGlossaries();
  const glossary = glossaries.data?.find((item) => item.glossaryId === glossaryId);
  // The never-translate list is edited on the glossaries page itself.
  if (glossary && !isPairGlossary(glossary)) return <Navigate to="/settings/glossaries" replace />;
  return (
    <Screen name="glossary">
      <Stack gap="lg">
        <BackLink to="/settings/glossaries" label={t('glossaries.backToList')} />
        {glossary ? (
          <>
            <GlossaryHeader glossary={glossary} />
            {/* Keyed: another glossary starts from its own saved terms. */}
            <GlossaryTerms key={glossary.glossaryId} glossary={glossary} />
          </>
        ) : glossaries.data ? (
          <Text role="alert">{t('reasons.GLOSSARY_NOT_FOUND')}</Text>
        ) : (
          <LoadState failed={glossaries.isError} onRetry={() => void glossaries.refetch()} />
        )}
      </Stack>
    </Screen>
  );
}
