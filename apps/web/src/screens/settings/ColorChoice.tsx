import { useEffect, useState } from 'react';
import { CheckIcon, ColorInput, ColorSwatch, Group, Input } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import { markOn } from '../../app/theme/contrast';
import { isHexColor } from '../../app/theme/palette';
import { colorLabel } from '../../components/colorNames';
import { COLOR_PRESETS } from '../../lib/options';

/** Preset swatches (a radio group) plus a free colour picker for any hex colour. */
export function ColorChoice({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  // The picker moves continuously; the draft follows the pointer, the save happens on release.
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const current = value.toLowerCase();

  const commit = (color: string) => {
    if (isHexColor(color) && color.toLowerCase() !== current) onChange(color.toLowerCase());
  };

  return (
    <Input.Wrapper
      label={t('settings.primaryColor')}
      description={t('settings.primaryColorHint')}
      id="pref-color-label"
    >
      <Group gap="xs" mt="xs" mb="sm" role="radiogroup" aria-labelledby="pref-color-label">
        {COLOR_PRESETS.map((color) => {
          const selected = color === current;
          return (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              color={color}
              size={30}
              role="radio"
              aria-checked={selected}
              aria-label={colorLabel(t, color)}
              onClick={() => commit(color)}
              style={{ color: markOn(color), cursor: 'pointer' }}
              data-testid={`pref-color-${color.slice(1)}`}
            >
              {selected && <CheckIcon size={14} />}
            </ColorSwatch>
          );
        })}
      </Group>
      <ColorInput
        aria-label={t('settings.customColor')}
        format="hex"
        // A code, read left to right in every language ('#a855f7', not 'a855f7#' in Arabic).
        dir="ltr"
        value={draft}
        onChange={setDraft}
        onChangeEnd={commit}
        onBlur={() => commit(draft)}
        withEyeDropper={false}
        maw={260}
        data-testid="pref-primary-color"
      />
    </Input.Wrapper>
  );
}
