import { Button } from '@mantine/core';
import { IconBook2, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { SettingsSection } from '../../components/SettingsSection';

/** The way to the glossaries page, where the default glossary of each pair is set too. */
export function GlossariesSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.glossaries')} description={t('settings.glossariesHint')}>
      <Button
        component={Link}
        to="/settings/glossaries"
        variant="light"
        leftSection={<IconBook2 size={18} aria-hidden />}
        rightSection={<IconChevronRight size={16} aria-hidden data-mirror-rtl />}
        style={{ alignSelf: 'flex-start' }}
        data-testid="open-glossaries"
      >
        {t('settings.manageGlossaries')}
      </Button>
    </SettingsSection>
  );
}
