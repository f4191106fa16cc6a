import { useMemo } from 'react';
import type { LanguageCode, TranslationProvider } from '@tolk/contract';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { swapPair, type LanguagePair } from '../../lib/languageChoice';
import { LanguageSelect } from '../../components/LanguageSelect';
import selectOptions from '../../components/SelectOptions.module.css';
import classes from './CameraScreen.module.css';

interface Props {
  pair: LanguagePair;
  provider: TranslationProvider | undefined;
  /** Why the pair cannot be translated with the provider, shown above the bar. */
  problem: string | null;
  /** The preferred source, for a swap while detecting automatically. */
  fallbackSource: LanguageCode;
  disabled: boolean;
  onChange: (pair: LanguagePair) => void;
}

const selectClasses = { ...selectOptions, input: classes.languageInput, section: classes.languageChevron };

/** From (auto-detect or a language), swap, to: in the thumb's reach above the shutter. */
export function LanguageBar({ pair, provider, problem, fallbackSource, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const auto = useMemo(() => [{ value: 'auto', label: t('camera.autoDetect') }], [t]);
  const selectProps = {
    provider,
    showProblem: false,
    disabled,
    radius: 'xl',
    rightSectionWidth: 24,
    className: classes.language,
    classNames: selectClasses,
    comboboxProps: { position: 'top' },
  } as const;
  return (
    <>
      {problem && (
        <p className={classes.hint} role="status" data-testid="camera-pair-problem">
          {problem}
        </p>
      )}
      <div className={classes.languages}>
        <LanguageSelect
          {...selectProps}
          side="source"
          aria-label={t('camera.from')}
          leading={auto}
          value={pair.from}
          onChange={(from) => onChange({ ...pair, from })}
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
        <LanguageSelect
          {...selectProps}
          side="target"
          source={pair.from}
          aria-label={t('camera.to')}
          value={pair.to}
          onChange={(to) => onChange({ ...pair, to: to as LanguageCode })}
          data-testid="camera-to"
        />
      </div>
    </>
  );
}
