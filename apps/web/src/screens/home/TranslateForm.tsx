import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Switch, Text, Tooltip } from '@mantine/core';
import {
  LANGUAGE_CODES,
  type Analysis,
  type LanguageCode,
  type Preferences,
  type TranslationProvider,
} from '@tolk/contract';
import { IconArrowsLeftRight, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useHealth } from '../../api/health';
import { providerCodes, useProviderLanguages } from '../../api/languages';
import { GlossaryPicker, useGlossaryPicker } from '../../components/GlossaryPicker';
import { languageOptions } from '../../lib/options';
import type { TranslateChoice } from './homeFlow';
import {
  effectiveSource,
  initialPair,
  isSameLanguage,
  knownLanguage,
  swapPair,
  type LanguagePair,
  type SourceChoice,
} from '../../lib/languageChoice';
import { languageName } from '../../lib/languageNames';
import { availableProviders, chooseProvider, providerLabel } from '../../lib/providerChoice';
import classes from './TranslateForm.module.css';

interface Props {
  analysis: Analysis;
  preferences: Preferences;
  submitting: boolean;
  onTranslate: (choice: TranslateChoice) => void;
}

/** Languages, engine and bilingual output for one analysed file, and the button that starts it. */
export function TranslateForm({ analysis, preferences, submitting, onTranslate }: Props) {
  const { t, i18n } = useTranslation();
  const health = useHealth();
  const [pair, setPair] = useState<LanguagePair>(() => initialPair(preferences));
  const [bilingual, setBilingual] = useState(true);
  const [picked, setPicked] = useState<TranslationProvider | null>(null);
  const detected = knownLanguage(analysis.detectedLanguage, LANGUAGE_CODES);
  const providers = availableProviders(health.data?.engines);
  const provider = chooseProvider(picked ?? preferences.translationProvider, providers);
  const offered = useProviderLanguages().data;
  const sources = useMemo(
    () => languageOptions(i18n.language, providerCodes(offered, provider, 'source')),
    [i18n.language, offered, provider],
  );
  const targets = useMemo(
    () => languageOptions(i18n.language, providerCodes(offered, provider, 'target')),
    [i18n.language, offered, provider],
  );
  const glossary = useGlossaryPicker(effectiveSource(pair, detected), pair.to);

  const autoLabel = detected
    ? t('home.translate.autoDetected', { language: languageName(detected, i18n.language) })
    : t('home.translate.auto');
  const sourceData = [
    ...(preferences.autoDetectLanguage || pair.from === 'auto' ? [{ value: 'auto', label: autoLabel }] : []),
    ...sources,
  ];
  const same = isSameLanguage(pair, detected);
  const blocked = !analysis.quota.allowed || same || submitting || (health.isSuccess && !provider);

  return (
    <Stack gap="sm">
      <div className={classes.languages}>
        <Select
          label={t('home.translate.from')}
          data={sourceData}
          value={pair.from}
          onChange={(value) => value && setPair({ ...pair, from: value as SourceChoice })}
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
          className={classes.from}
          data-testid="lang-from"
        />
        <Tooltip label={t('home.translate.swap')}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            className={classes.swap}
            aria-label={t('home.translate.swap')}
            onClick={() => setPair(swapPair(pair, detected, preferences.defaultSourceLang))}
            data-testid="swap-languages"
          >
            <IconArrowsLeftRight size={18} />
          </ActionIcon>
        </Tooltip>
        <Select
          label={t('home.translate.to')}
          data={targets}
          value={pair.to}
          onChange={(value) => value && setPair({ ...pair, to: value as LanguageCode })}
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
          className={classes.to}
          data-testid="lang-to"
        />
      </div>
      {same && (
        <Text size="sm" c="orange" role="status">
          {t('home.translate.sameLanguage')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {providers.length > 1 ? (
          <Select
            label={t('home.translate.provider')}
            data={providers.map((value) => ({ value, label: providerLabel(t, value) }))}
            value={provider ?? null}
            onChange={(value) => value && setPicked(value as TranslationProvider)}
            allowDeselect={false}
            data-testid="provider"
          />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              {t('home.translate.provider')}
            </Text>
            <Text size="sm" c="dimmed" mt={6} data-testid="provider">
              {provider
                ? providerLabel(t, provider)
                : health.isSuccess
                  ? t('home.translate.noProvider')
                  : '…'}
            </Text>
          </div>
        )}
        {glossary.shown && <GlossaryPicker picker={glossary} data-testid="glossary" />}
        <Switch
          label={t('home.translate.bilingual')}
          description={t('home.translate.bilingualHint')}
          checked={bilingual}
          onChange={(event) => setBilingual(event.currentTarget.checked)}
          className={classes.switch}
          data-testid="bilingual-switch"
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          leftSection={<IconLanguage size={18} />}
          loading={submitting}
          disabled={blocked}
          onClick={() =>
            onTranslate({
              langFrom: pair.from,
              langTo: pair.to,
              provider,
              bilingual,
              // Left out, the server uses the pair's default glossary.
              ...(glossary.glossaryId === undefined ? {} : { glossaryId: glossary.glossaryId }),
            })
          }
          data-testid="translate-button"
          className={classes.go}
        >
          {t('home.translate.go')}
        </Button>
      </Group>
    </Stack>
  );
}
