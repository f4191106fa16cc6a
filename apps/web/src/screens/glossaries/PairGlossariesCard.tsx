import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { GLOSSARY_LIMITS, type Glossary } from '@tolk/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { usePreferences } from '../../api/preferences';
import { LanguagePair } from '../../components/LanguagePair';
import { useDialogFocus, useDialogState } from '../../components/useDialogFocus';
import { languageName } from '../../lib/languageNames';
import { SettingsSection } from '../../components/SettingsSection';
import { NewGlossaryModal } from './NewGlossaryModal';
import classes from './Glossaries.module.css';

export const glossaryPath = (glossaryId: string) => `/settings/glossaries/${encodeURIComponent(glossaryId)}`;

function GlossaryRow({ glossary }: { glossary: Glossary }) {
  const { t, i18n } = useTranslation();
  const name = (code: string | null) => (code ? languageName(code, i18n.language) : '');
  return (
    <li>
      <UnstyledButton component={Link} to={glossaryPath(glossary.glossaryId)} className={classes.row}>
        <Stack gap={2} className={classes.rowText}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} className={classes.rowName}>
              {glossary.name}
            </Text>
            {glossary.isDefault && (
              <Badge variant="light" size="sm">
                {t('glossaries.defaultBadge')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <LanguagePair from={name(glossary.langFrom)} to={name(glossary.langTo)} />
            {' · '}
            {t('glossaries.count', { count: glossary.entries.length })}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden data-mirror-rtl className={classes.chevron} />
      </UnstyledButton>
    </li>
  );
}

/** The glossaries with a language pair: each opens its own page; a new one starts here. */
export function PairGlossariesCard({ glossaries, total }: { glossaries: Glossary[]; total: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const [creating, setCreating] = useDialogState<true>(useDialogFocus());
  const full = total >= GLOSSARY_LIMITS.glossariesPerUser;

  return (
    <SettingsSection title={t('glossaries.pairs.title')} description={t('glossaries.pairs.hint')}>
      {glossaries.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="glossaries-empty">
          {t('glossaries.pairs.empty')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('glossaries.pairs.title')}>
          {glossaries.map((glossary) => (
            <GlossaryRow key={glossary.glossaryId} glossary={glossary} />
          ))}
        </ul>
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
          disabled={full}
          data-testid="new-glossary"
        >
          {t('glossaries.create.button')}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            {t('reasons.TOO_MANY_GLOSSARIES', { limit: GLOSSARY_LIMITS.glossariesPerUser })}
          </Text>
        )}
      </Group>
      {creating && (
        <NewGlossaryModal
          preferences={preferences}
          onCreated={(glossary) => void navigate(glossaryPath(glossary.glossaryId))}
          onClose={() => setCreating(null)}
        />
      )}
    </SettingsSection>
  );
}
