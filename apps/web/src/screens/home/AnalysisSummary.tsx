import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Analysis } from '@tolk/contract';
import { IconAlertTriangle, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { formatNumber } from '../../components/format';
import { languageName } from '../../lib/languageNames';
import classes from './UploadCard.module.css';
import { shortForAll } from './pageChoice';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.stat}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * What the server found in the file, and whether the quota lets it be translated (shown until the
 * translation starts: after that the figures of the analysis are out of date).
 */
export function AnalysisSummary({ analysis, showQuota }: { analysis: Analysis; showQuota: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const { quota } = analysis;
  const detected = analysis.detectedLanguage
    ? languageName(analysis.detectedLanguage, i18n.language)
    : t('home.analysis.unknownLanguage');

  return (
    <Stack gap="sm" data-testid="analysis" aria-label={t('home.analysis.label')} role="group">
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="xs">
        <Stat label={t('home.analysis.format')} value={analysis.format.toUpperCase()} />
        <Stat
          label={analysis.isImage ? t('home.analysis.kind') : t('home.analysis.pages')}
          value={analysis.isImage ? t('home.analysis.image') : number(analysis.pages)}
        />
        <Stat
          label={t('home.analysis.words')}
          value={t('home.analysis.wordsValue', {
            words: number(analysis.words),
            characters: number(analysis.characters),
          })}
        />
        <Stat label={t('home.analysis.language')} value={detected} />
      </SimpleGrid>
      <Group gap="xs">
        {analysis.needsOcr && (
          <Badge variant="light" color="cyan" leftSection={<IconScan size={14} />}>
            {t('home.analysis.ocr')}
          </Badge>
        )}
        {showQuota && (
          <Badge variant="light" color={quota.allowed ? 'gray' : 'red'} data-testid="quota-left">
            {analysis.isImage
              ? t('home.analysis.imagesLeft', { count: quota.imageTranslationsLeft })
              : t('home.analysis.pagesLeft', { count: quota.pagesLeft })}
          </Badge>
        )}
      </Group>
      {/* A PDF longer than the pages left is offered its first pages instead (PageRangeChoice). */}
      {showQuota && !quota.allowed && !shortForAll(analysis) && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('home.quota.refusedTitle')}
          data-testid="quota-refused"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(quota, t('home.quota.refused'))}</Text>
            <Button component={Link} to="/pricing" size="xs" variant="filled" color="orange">
              {t('home.quota.upgrade')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
