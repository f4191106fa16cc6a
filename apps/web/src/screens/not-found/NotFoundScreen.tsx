import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome2, IconMapOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import wrapping from '../../components/WrappingButton.module.css';
import { PublicPage } from '../../components/PublicPage';
import classes from './NotFoundScreen.module.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PublicPage name="not-found">
      <Stack align="center" ta="center" gap="md">
        <div className={classes.icon} aria-hidden>
          <IconMapOff size={44} stroke={1.5} />
        </div>
        <Text className={classes.code} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Text size="sm" c="dimmed" className={classes.path}>
          {pathname}
        </Text>
        <Button
          classNames={wrapping}
          component={Link}
          to="/"
          size="md"
          leftSection={<IconHome2 size={18} />}
          mt="sm"
        >
          {t('common.goHome')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
