import { Button, Group } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { notifyError } from '../../../app/notifications/notify';
import { canShareNatively, copyText, shareNatively } from './shareActions';

/** Copy the link, and on devices with a share sheet, hand it to another app. */
export function ShareLinkActions({
  url,
  title,
  size = 'sm',
}: {
  url: string;
  title: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else notifyError(t('share.copyFailed'));
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size={size}
        variant={copied ? 'light' : 'filled'}
        color={copied ? 'teal' : undefined}
        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        onClick={() => void copy()}
        data-testid="share-copy"
      >
        {copied ? t('share.copied') : t('share.copy')}
      </Button>
      {canShareNatively() && (
        <Button
          size={size}
          variant="default"
          leftSection={<IconShare size={16} />}
          onClick={() => void shareNatively({ url, title })}
          data-testid="share-native"
        >
          {t('share.nativeShare')}
        </Button>
      )}
    </Group>
  );
}
