import type { ReactNode } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../app/i18n/useTranslation';

interface Props {
  from: ReactNode;
  to: ReactNode;
  /** What the arrow says to a screen reader; "into" by default. */
  label?: string;
  size?: number;
}

/**
 * "English → Spanish" in the reading direction. Each side is isolated, so that codes like "EN" in
 * an Arabic line keep the pair's order, and the arrow points from the first to the second (to the
 * left in a right-to-left language). Screen readers hear "English into Spanish".
 */
export function LanguagePair({ from, to, label, size = 12 }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <bdi>{from}</bdi>{' '}
      <IconArrowRight
        size={size}
        aria-label={label ?? t('history.doc.into')}
        role="img"
        style={{ verticalAlign: 'middle' }}
        data-mirror-rtl
      />{' '}
      <bdi>{to}</bdi>
    </>
  );
}
