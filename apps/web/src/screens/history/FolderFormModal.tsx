import { useState, type FormEvent } from 'react';
import { Button, CheckIcon, ColorSwatch, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import { markOn } from '../../app/theme/contrast';
import { colorLabel } from '../../components/colorNames';

/** Colours offered for folders (null = no colour). */
export const FOLDER_COLORS = [
  '#a855f7',
  '#6366f1',
  '#0ea5e9',
  '#14b8a6',
  '#22c55e',
  '#eab308',
  '#f97316',
  '#ef4444',
  '#ec4899',
  '#64748b',
] as const;

export interface FolderFormValues {
  name: string;
  color: string | null;
}

/** Create a folder, rename one, or change its colour: a name field and colour swatches. */
export function FolderFormModal({
  title,
  submitLabel,
  initial,
  showName = true,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: FolderFormValues;
  showName?: boolean;
  pending: boolean;
  onSubmit: (values: FolderFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (showName && !name.trim()) return setError(t('history.folders.nameRequired'));
    onSubmit({ name: name.trim(), color });
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit}>
        <Stack>
          {showName && (
            <TextInput
              label={t('history.folders.name')}
              data-testid="folder-name-input"
              value={name}
              maxLength={120}
              data-autofocus
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
          )}
          <div>
            <Text size="sm" fw={500} mb={6} id="folder-color-label">
              {t('history.folders.color')}
            </Text>
            <Group gap={8} role="radiogroup" aria-labelledby="folder-color-label">
              <ColorSwatch
                component="button"
                type="button"
                color="transparent"
                role="radio"
                aria-checked={color === null}
                aria-label={t('history.folders.noColor')}
                onClick={() => setColor(null)}
                style={{ border: '1px dashed var(--mantine-color-dimmed)' }}
              >
                {color === null && <CheckIcon size={12} />}
              </ColorSwatch>
              {FOLDER_COLORS.map((value) => (
                <ColorSwatch
                  key={value}
                  component="button"
                  type="button"
                  color={value}
                  role="radio"
                  aria-checked={color === value}
                  aria-label={colorLabel(t, value)}
                  onClick={() => setColor(value)}
                  c={markOn(value)}
                >
                  {color === value && <CheckIcon size={12} />}
                </ColorSwatch>
              ))}
            </Group>
          </div>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('history.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="confirm-button">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
