import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GLOSSARY_LIMITS, type LanguageCode } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { languageOptions } from '../../lib/options';

export interface GlossaryDetails {
  name: string;
  langFrom: LanguageCode;
  langTo: LanguageCode;
}

interface Props {
  title: string;
  submitLabel: string;
  initial: GlossaryDetails;
  pending: boolean;
  /** More fields for a new glossary (default switch, a file to start from). */
  children?: ReactNode;
  onSubmit: (details: GlossaryDetails) => void;
  onClose: () => void;
}

/** A glossary's name and language pair, for a new one or to change them. */
export function GlossaryFormModal({
  title,
  submitLabel,
  initial,
  pending,
  children,
  onSubmit,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation();
  const languages = useMemo(() => languageOptions(i18n.language), [i18n.language]);
  const [details, setDetails] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const samePair = details.langFrom === details.langTo;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.name.trim()) return setNameError(t('glossaries.form.nameRequired'));
    if (!samePair) onSubmit({ ...details, name: details.name.trim() });
  };
  const language = (field: 'langFrom' | 'langTo', label: string) => (
    <Select
      label={label}
      data={languages}
      value={details[field]}
      onChange={(value) => value && setDetails({ ...details, [field]: value as LanguageCode })}
      searchable
      selectFirstOptionOnChange
      allowDeselect={false}
      error={field === 'langTo' && samePair ? t('glossaries.form.samePair') : undefined}
      data-testid={`glossary-${field}`}
    />
  );

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('glossaries.form.name')}
            value={details.name}
            maxLength={GLOSSARY_LIMITS.nameLength}
            error={nameError}
            data-autofocus
            onChange={(event) => {
              setDetails({ ...details, name: event.currentTarget.value });
              setNameError(null);
            }}
            data-testid="glossary-name"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {language('langFrom', t('glossaries.form.from'))}
            {language('langTo', t('glossaries.form.to'))}
          </SimpleGrid>
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('glossaries.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={samePair} data-testid="glossary-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
