import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileUpload, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './HowItWorks.module.css';

const STEPS = [
  { key: 'upload', Icon: IconFileUpload },
  { key: 'languages', Icon: IconLanguage },
  { key: 'download', Icon: IconDownload },
] as const;

/** Three steps for someone who has not translated anything yet. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="md"
      component="ol"
      className={classes.steps}
      aria-label={t('home.how.label')}
      data-testid="how-it-works"
    >
      {STEPS.map(({ key, Icon }, index) => (
        <li key={key} className={classes.step}>
          <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
            <Icon size={20} stroke={1.7} />
          </ThemeIcon>
          <div>
            <Text fw={600} size="sm">
              {index + 1}. {t(`home.how.${key}`)}
            </Text>
            <Text c="dimmed" size="xs">
              {t(`home.how.${key}Hint`)}
            </Text>
          </div>
        </li>
      ))}
    </SimpleGrid>
  );
}
