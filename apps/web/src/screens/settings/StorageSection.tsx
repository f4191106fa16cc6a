import { Radio, SimpleGrid, Stack } from '@mantine/core';
import type { Preferences, PreferencesPatch } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { SettingsSection } from '../../components/SettingsSection';
import { choiceLabel, choiceValue, parseChoice, storageChoices, type StorageKind } from './storageOptions';

interface Props {
  preferences: Preferences;
  onChange: (patch: PreferencesPatch) => void;
}

const FIELDS: { kind: StorageKind; label: string; hint: string; testId: string }[] = [
  {
    kind: 'originalsDays',
    label: 'settings.storageOriginals',
    hint: 'settings.storageOriginalsHint',
    testId: 'pref-storage-originals',
  },
  {
    kind: 'translationsDays',
    label: 'settings.storageDocuments',
    hint: 'settings.storageDocumentsHint',
    testId: 'pref-storage-documents',
  },
];

/** Storage time (SPEC.md §5): how long originals and whole documents are kept after translating. */
export function StorageSection({ preferences, onChange }: Props) {
  const { t } = useTranslation();
  const { storage } = preferences;
  return (
    <SettingsSection title={t('settings.storage')} description={t('settings.storageHint')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {/* Radios, not a select: every choice is in view, and the long ones ("Never (keep until I
            delete them)") wrap instead of being cut at a large text size on a phone. */}
        {FIELDS.map(({ kind, label, hint, testId }) => (
          <Radio.Group
            key={kind}
            label={t(label)}
            description={t(hint)}
            value={choiceValue(storage[kind])}
            onChange={(value) => onChange({ storage: { ...storage, [kind]: parseChoice(value) } })}
            data-testid={testId}
          >
            <Stack gap="xs" mt="xs">
              {storageChoices(kind, storage[kind]).map((days) => {
                const words = choiceLabel(kind, days);
                const value = choiceValue(days);
                return <Radio key={value} value={value} label={t(words.key, { count: words.count })} />;
              })}
            </Stack>
          </Radio.Group>
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
