import { useState, type ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import {
  IconCamera,
  IconCopy,
  IconDownload,
  IconPhoto,
  IconLayoutColumns,
  IconShare,
} from '@tabler/icons-react';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import { useDownloadLink } from '../../api/downloads';
import { notifyError, notifySuccess } from '../../app/notifications/notify';
import { translatedFileName } from './resultText';
import { copyText, shareImage } from '../../lib/share';
import classes from './CameraResult.module.css';

const actionClassNames = {
  root: classes.action,
  inner: classes.actionInner,
  section: classes.actionSection,
  label: classes.actionLabel,
};

function ActionButton({
  icon,
  testId,
  onClick,
  loading,
  disabled,
  children,
}: {
  icon: ReactNode;
  testId: string;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="light"
      classNames={actionClassNames}
      leftSection={icon}
      onClick={onClick}
      loading={loading}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

function DownloadItem({
  fileId,
  testId,
  icon,
  children,
}: {
  fileId: string;
  testId: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const link = useDownloadLink(fileId, { eager: true });
  return (
    <Menu.Item component="a" {...link} download leftSection={icon} data-testid={testId}>
      {children}
    </Menu.Item>
  );
}

/** Copy, Share, Download (translated or bilingual image) and Retake for a finished photo. */
export function ResultActions({ translation, text }: { translation: Translation; text: string }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);

  const copy = async () => {
    if (await copyText(text)) notifySuccess(t('cameraResult.actions.copied'));
    else notifyError(t('cameraResult.actions.copyFailed'));
  };

  const share = async () => {
    if (!translation.translatedFileId) return;
    setSharing(true);
    try {
      const outcome = await shareImage({
        fileId: translation.translatedFileId,
        fileName: translatedFileName(translation.fileName, translation.langTo),
        text,
        title: translation.fileName,
      });
      if (outcome === 'downloaded') notifySuccess(t('cameraResult.actions.downloaded'));
    } catch {
      notifyError(t('cameraResult.actions.shareFailed'));
    } finally {
      setSharing(false);
    }
  };

  return (
    <div className={classes.actions} role="group" aria-label={t('cameraResult.actions.label')}>
      <ActionButton
        icon={<IconCopy size={20} />}
        testId="camera-result-copy"
        disabled={!text}
        onClick={() => void copy()}
      >
        {t('cameraResult.actions.copy')}
      </ActionButton>
      <ActionButton
        icon={<IconShare size={20} />}
        testId="camera-result-share"
        loading={sharing}
        onClick={() => void share()}
      >
        {t('cameraResult.actions.share')}
      </ActionButton>
      <Menu position="bottom" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="light"
            classNames={actionClassNames}
            leftSection={<IconDownload size={20} />}
            data-testid="camera-result-download"
          >
            {t('cameraResult.actions.download')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {translation.translatedFileId && (
            <DownloadItem
              fileId={translation.translatedFileId}
              testId="camera-result-download-translated"
              icon={<IconPhoto size={16} />}
            >
              {t('cameraResult.actions.downloadTranslated')}
            </DownloadItem>
          )}
          {translation.bilingualFileId && (
            <DownloadItem
              fileId={translation.bilingualFileId}
              testId="camera-result-download-bilingual"
              icon={<IconLayoutColumns size={16} />}
            >
              {t('cameraResult.actions.downloadBilingual')}
            </DownloadItem>
          )}
        </Menu.Dropdown>
      </Menu>
      <Button
        component={Link}
        to="/camera"
        variant="light"
        classNames={actionClassNames}
        leftSection={<IconCamera size={20} />}
        data-testid="camera-result-retake"
      >
        {t('cameraResult.actions.retake')}
      </Button>
    </div>
  );
}
