import { useEffect, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import wrapping from '../../components/WrappingButton.module.css';
import { useAuth } from '../../api/authStore';
import { STORAGE_KEYS, storage } from '../../api/storage';
import { PublicPage } from '../../components/PublicPage';
import { extractSignInLink } from '../../native/links';
import { verifySignInLink } from './verifyMagicLink';

type Status = 'verifying' | 'failed' | 'missing';

/**
 * Finishes e-mail link sign-in: /auth/complete?token=… (a magic link, or with &type=confirm a new
 * account's confirmation) or ?link=<the whole link> (native).
 */
export function AuthCompleteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = extractSignInLink(params, storage.get(STORAGE_KEYS.pendingAuthLink));
  const token = link?.token;
  const kind = link?.kind ?? 'magic';
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'missing');
  const auth = useAuth();

  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifySignInLink({ token, kind }).then((signedIn) => {
      if (!active) return;
      if (signedIn) void navigate('/', { replace: true });
      else setStatus('failed');
    });
    return () => {
      active = false;
    };
  }, [token, kind, navigate]);

  // Without a link there is nothing to finish: someone signed in already (a second click on the
  // link, the address typed again) goes home, and the failure is shown to those who are not.
  if (status === 'missing' && auth.user) return <Navigate to="/" replace />;
  const waiting = status === 'verifying' || (status === 'missing' && auth.loading);

  return (
    <PublicPage name="auth-complete">
      {waiting ? (
        <Stack align="center" gap="md" py="lg" role="status" aria-live="polite">
          <Loader size="lg" aria-hidden />
          <Title order={1} fz="h3">
            {t('authComplete.verifying')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('authComplete.verifyingHint')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Title order={1} fz="h3">
            {t('authComplete.title')}
          </Title>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            title={t('reasons.AUTH_FAILED')}
            role="alert"
          >
            {status === 'missing' ? t('authComplete.missing') : t('authComplete.failed')}
          </Alert>
          <Button
            classNames={wrapping}
            component={Link}
            to="/welcome"
            leftSection={<IconArrowLeft size={18} data-mirror-rtl />}
          >
            {t('authComplete.backToWelcome')}
          </Button>
        </Stack>
      )}
    </PublicPage>
  );
}
