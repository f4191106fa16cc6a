import { useEffect, useState } from 'react';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import { isNativePlatform } from '../../api/config';
import { fetchUrl } from './fetchFile';
import classes from './Preview.module.css';

/**
 * An image file. The web's <img> sends the session cookie itself; the native app's carries no
 * token, so there the file is fetched with the bearer token and shown from memory.
 */
export function ImagePreview({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const native = isNativePlatform();
  const [loaded, setLoaded] = useState<{ src: string; url: string | null }>();
  useEffect(() => {
    if (!native) return;
    const abort = new AbortController();
    let url: string | undefined;
    fetchUrl(src, abort.signal)
      .then((response) => response.blob())
      .then(
        (blob) => setLoaded({ src, url: (url = URL.createObjectURL(blob)) }),
        () => !abort.signal.aborted && setLoaded({ src, url: null }),
      );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [native, src]);
  const shown = native ? (loaded?.src === src ? loaded.url : undefined) : src;
  if (shown === undefined) return <Loader size="sm" mx="auto" my="xl" aria-label={t('preview.loading')} />;
  if (shown === null)
    return (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {t('preview.failed')}
      </Text>
    );
  return <img className={classes.image} src={shown} alt={title} data-testid="preview-image" />;
}
