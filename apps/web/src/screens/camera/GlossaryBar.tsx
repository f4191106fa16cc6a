import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { GlossaryPicker, type GlossaryPickerState } from '../../components/GlossaryPicker';
import selectOptions from '../../components/SelectOptions.module.css';
import classes from './CameraScreen.module.css';

const selectClasses = {
  ...selectOptions,
  input: `${classes.languageInput} ${classes.glossaryInput}`,
  section: classes.languageChevron,
};

/** The glossary for the photo and live text, styled like the language bar above it. */
export function GlossaryBar({ picker, disabled }: { picker: GlossaryPickerState; disabled: boolean }) {
  const { t } = useTranslation();
  if (!picker.shown) return null;
  return (
    <div className={classes.languages}>
      <GlossaryPicker
        picker={picker}
        label={undefined}
        aria-label={t('glossaries.picker.label')}
        disabled={disabled}
        radius="xl"
        leftSection={<IconBook2 size={16} aria-hidden />}
        className={classes.language}
        classNames={selectClasses}
        comboboxProps={{ position: 'top' }}
        data-testid="camera-glossary"
      />
    </div>
  );
}
