import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconDownload, IconEye, IconFileText } from '@tabler/icons-react';
import type { SharedDocument, SharedFile } from '@tolk/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { apiUrl } from '../../api/sharing';
import wrapping from '../../components/WrappingButton.module.css';
import { FileView, PreviewEmpty } from '../../components/preview/FileView';
import preview from '../../components/preview/Preview.module.css';
import { LanguagePair } from '../../components/LanguagePair';
import { languageName } from '../../lib/labels';
import { availableViews, downloadsOf, paneKind, panesOf, type SharedView } from './sharedView';
import classes from './Shared.module.css';

/** A shared document: what it is, the translation (and the original when shared), downloads when allowed. */
export function SharedDocumentView({ document }: { document: SharedDocument }) {
  const { t } = useTranslation();
  const views = availableViews(document);
  const [view, setView] = useState<SharedView>('translated');
  const panes = panesOf(document, view);
  return (
    <>
      <SharedHeading document={document} />
      <div className={classes.toolbar}>
        {views.length > 1 ? (
          <SegmentedControl
            className={classes.views}
            value={view}
            onChange={(value) => setView(value as SharedView)}
            data={views.map((value) => ({ value, label: t(`shared.view.${value}`) }))}
            aria-label={t('shared.view.label')}
            data-testid="shared-view"
          />
        ) : (
          <span />
        )}
        <Downloads document={document} />
      </div>
      <div className={classes.panes} data-count={panes.length}>
        {panes.map((file) => (
          <Pane key={`${view}-${file.kind}`} file={file} format={document.format} />
        ))}
      </div>
      <TryTolk />
    </>
  );
}

function SharedHeading({ document }: { document: SharedDocument }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const source = document.langFrom === 'auto' ? document.detectedLanguage : document.langFrom;
  const from = languageName(source, locale) || t('shared.autoDetected');
  const until = document.expiresAt
    ? t('shared.expires', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(document.expiresAt)),
      })
    : t('shared.noExpiry');
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" fw={500}>
        {t('shared.title')}
      </Text>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} className={classes.title} data-testid="shared-name">
        {document.fileName}
      </Title>
      <Group gap="xs" data-testid="shared-meta">
        <Badge variant="light" size="lg" radius="sm" tt="none" data-testid="shared-languages">
          <LanguagePair from={from} to={languageName(document.langTo, locale)} label={t('shared.into')} />
        </Badge>
        {/* Icons rather than separators: on a phone the items wrap, and a dangling "·" would too. */}
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconFileText size={15} aria-hidden />
          <Text size="sm">
            {document.isImage ? t('shared.image') : t('shared.pages', { count: document.pages })}
          </Text>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClock size={15} aria-hidden />
          <Text size="sm" data-testid="shared-expiry">
            {until}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}

function Downloads({ document }: { document: SharedDocument }) {
  const { t } = useTranslation();
  const files = downloadsOf(document);
  if (!document.allowDownload)
    return (
      <Group gap={6} c="dimmed" data-testid="shared-view-only">
        <IconEye size={16} aria-hidden />
        <Text size="sm">{t('shared.viewOnly')}</Text>
      </Group>
    );
  return (
    <div className={classes.downloads}>
      {files.map((file, index) => (
        <Button
          key={file.kind}
          component="a"
          href={apiUrl(file.downloadPath ?? '')}
          download={file.fileName}
          size="sm"
          variant={index === 0 ? 'filled' : 'default'}
          leftSection={<IconDownload size={16} />}
          data-testid={`shared-download-${file.kind}`}
        >
          {t(`shared.download.${file.kind}`)}
        </Button>
      ))}
    </div>
  );
}

function Pane({ file, format }: { file: SharedFile; format: SharedDocument['format'] }) {
  const { t } = useTranslation();
  // The same names as History's preview, so both read alike.
  const title = t(file.kind === 'original' ? 'preview.original' : 'preview.translation');
  const kind = paneKind(file, format);
  return (
    <section className={preview.pane} aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <div className={preview.paneBody}>
        {kind === 'none' ? (
          <PreviewEmpty message={t('shared.cannotShow')} />
        ) : (
          <FileView kind={kind} src={apiUrl(file.viewPath)} title={title} />
        )}
      </div>
    </section>
  );
}

function TryTolk() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.cta} data-testid="shared-cta">
      <div className={classes.ctaText}>
        <Text fw={700} size="lg">
          {t('shared.ctaTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('shared.ctaText')}
        </Text>
      </div>
      <Button classNames={wrapping} component={Link} to="/welcome" size="md" data-testid="shared-try">
        {t('shared.ctaButton')}
      </Button>
    </Paper>
  );
}
