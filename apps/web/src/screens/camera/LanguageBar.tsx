import { useMemo } from 'react';
import { Select } from '@mantine/core';
import type { LanguageCode } from '@tolk/contract';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { swapPair, type LanguagePair, type SourceChoice } from '../../lib/languageChoice';
import { languageOptions } from '../../lib/options';
import classes from './CameraScreen.module.css';

interface Props {
  pair: LanguagePair;
  /** The preferred source, for a swap while detecting automatically. */
  fallbackSource: LanguageCode;
  disabled: boolean;
  onChange: (pair: LanguagePair) => void;
}

const selectClasses = { input: classes.languageInput, section: classes.languageChevron };

/** From (auto-detect or a language), swap, to: in the thumb's reach above the shutter. */
export function LanguageBar({ pair, fallbackSource, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const languages = useMemo(() => languageOptions(i18n.language), [i18n.language]);
  const sources = useMemo(
    () => [{ value: 'auto', label: t('camera.autoDetect') }, ...languages],
    [languages, t],
  );
  const selectProps = {
    allowDeselect: false,
    disabled,
    radius: 'xl',
    rightSectionWidth: 24,
    className: classes.language,
    classNames: selectClasses,
    comboboxProps: { position: 'top' },
  } as const;
  return (
    <div className={classes.languages}>
      <Select
        {...selectProps}
        aria-label={t('camera.from')}
        data={sources}
        value={pair.from}
        onChange={(value) => value && onChange({ ...pair, from: value as SourceChoice })}
        data-testid="camera-from"
      />
      <button
        type="button"
        className={classes.round}
        aria-label={t('camera.swap')}
        disabled={disabled}
        onClick={() => onChange(swapPair(pair, null, fallbackSource))}
        data-testid="camera-swap"
      >
        <IconArrowsLeftRight size={20} aria-hidden />
      </button>
      <Select
        {...selectProps}
        aria-label={t('camera.to')}
        data={languages}
        value={pair.to}
        onChange={(value) => value && onChange({ ...pair, to: value as LanguageCode })}
        data-testid="camera-to"
      />
    </div>
  );
}
