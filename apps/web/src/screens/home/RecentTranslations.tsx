import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useRecentTranslations } from '../../api/translationProgress';
import { LanguagePair } from '../../components/LanguagePair';
import { FormatIcon } from './FilePreview';

const RECENT_COUNT = 4;
const STATUS_COLORS: Record<Translation['status'], string> = {
  queued: 'gray',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

/** The language read from: the detected one when the user asked for auto-detection. */
const sourceOf = (item: Translation) =>
  item.langFrom === 'auto' ? (item.detectedLanguage ?? item.langFrom) : item.langFrom;

/** The newest few translations not already shown as cards, so the home screen leads back to recent work. */
export function RecentTranslations({ hide }: { hide: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const recent = useRecentTranslations();
  const items = (recent.data?.items ?? []).filter((item) => !hide.has(item.id)).slice(0, RECENT_COUNT);
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-title">
      <Group justify="space-between">
        <Title order={2} fz="h4" id="recent-title">
          {t('home.recent.title')}
        </Title>
        <Anchor component={Link} to="/history" size="sm" fw={600}>
          {t('home.recent.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="recent-translations">
        {items.map((item) => (
          <Card key={item.id} withBorder radius="md" padding="sm" component={Link} to="/history">
            <Group gap="sm" wrap="nowrap">
              <FormatIcon format={item.format} size={40} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text
                  fw={600}
                  size="sm"
                  lineClamp={2}
                  style={{ overflowWrap: 'anywhere' }}
                  title={item.fileName}
                >
                  {item.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  <LanguagePair from={sourceOf(item).toUpperCase()} to={item.langTo.toUpperCase()} />
                </Text>
              </div>
              <Badge variant="light" color={STATUS_COLORS[item.status]} size="sm">
                {t(`home.status.${item.status}`)}
              </Badge>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
