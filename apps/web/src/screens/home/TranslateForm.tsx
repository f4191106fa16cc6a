import { useState } from 'react';
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
import { GlossaryPicker, useGlossaryPicker } from '../../components/GlossaryPicker';
import { LanguageSelect, usePairProblem } from '../../components/LanguageSelect';
import type { TranslateChoice } from './homeFlow';
import {
  effectiveSource,
  initialPair,
  isSameLanguage,
  knownLanguage,
  swapPair,
  type LanguagePair,
} from '../../lib/languageChoice';
import { languageName } from '../../lib/languageNames';
import { availableProviders, chooseProvider, providerLabel } from '../../lib/providerChoice';
import classes from './TranslateForm.module.css';
import { PageRangeChoice } from './PageRangeChoice';
import { affordable, initialPageChoice, pagePlan } from './pageChoice';

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
  const [pageChoice, setPageChoice] = useState(() => initialPageChoice(analysis));
  const pages = pagePlan(analysis, pageChoice);
  const detected = knownLanguage(analysis.detectedLanguage, LANGUAGE_CODES);
  const providers = availableProviders(health.data?.engines);
  const provider = chooseProvider(picked ?? preferences.translationProvider, providers);
  // Under auto-detect the targets are those the detected language reaches (any, when unknown, or
  // for a photo, whose language the server finds among the target's sources), as the server checks.
  const source =
    (pair.from === 'auto' && analysis.isImage ? null : effectiveSource(pair, detected)) ?? 'auto';
  const impossible = usePairProblem(provider, source, pair.to) !== null;
  const glossary = useGlossaryPicker(effectiveSource(pair, detected), pair.to);

  const autoLabel = detected
    ? t('home.translate.autoDetected', { language: languageName(detected, i18n.language) })
    : t('home.translate.auto');
  const autoOption =
    preferences.autoDetectLanguage || pair.from === 'auto' ? [{ value: 'auto', label: autoLabel }] : [];
  const same = isSameLanguage(pair, detected);
  const blocked =
    !affordable(analysis, pages) || same || impossible || submitting || (health.isSuccess && !provider);

  return (
    <Stack gap="sm">
      <div className={classes.languages}>
        <LanguageSelect
          provider={provider}
          side="source"
          label={t('home.translate.from')}
          leading={autoOption}
          value={pair.from}
          onChange={(from) => setPair({ ...pair, from })}
          searchable
          selectFirstOptionOnChange
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
        <LanguageSelect
          provider={provider}
          side="target"
          source={source}
          label={t('home.translate.to')}
          value={pair.to}
          onChange={(to) => setPair({ ...pair, to: to as LanguageCode })}
          searchable
          selectFirstOptionOnChange
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
      <PageRangeChoice analysis={analysis} choice={pageChoice} onChange={setPageChoice} />
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
              ...(pages.pageRange ? { pageRange: pages.pageRange } : {}),
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
