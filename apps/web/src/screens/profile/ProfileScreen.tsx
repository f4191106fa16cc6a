import { useState } from 'react';
import { Alert, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDiamond, IconLogout } from '@tabler/icons-react';
import { MESSAGES } from '@tolk/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useProfile } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { notifyError } from '../../app/notifications/notify';
import { QuotaBars } from '../../components/QuotaBars';
import { Screen } from '../../components/Screen';
import { AccountDetails } from './AccountDetails';
import { DangerZone } from './DangerZone';
import { DataExportCard } from './DataExportCard';
import { NameEditor } from './NameEditor';
import { PlanStatus } from './PlanStatus';
import { SecurityCard } from './SecurityCard';
import { signOut } from './signOut';

export function ProfileScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const [signingOut, setSigningOut] = useState(false);
  const user = profile.data;

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      await navigate('/welcome', { replace: true });
    } catch {
      notifyError(MESSAGES.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Screen name="profile">
      <Stack gap="lg">
        {profile.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(profile.error, t('common.loadFailed'))}
          </Alert>
        )}
        <Card withBorder radius="lg" padding="lg">
          {/* The name goes under the picture when both do not fit side by side (large text). */}
          <Group gap="md" mb="lg">
            <Avatar
              src={user?.photoURL ?? null}
              size={64}
              radius="xl"
              color="brand"
              name={user?.displayName ?? user?.email ?? ''}
            />
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              {user ? (
                <>
                  <Group gap="xs">
                    <NameEditor name={user.displayName} fallback={user.email} />
                    {user.premium && (
                      <Badge leftSection={<IconDiamond size={12} />} variant="light">
                        {t('profile.premium')}
                      </Badge>
                    )}
                  </Group>
                  <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </>
              ) : (
                <Skeleton height={40} width={220} />
              )}
            </div>
          </Group>
          {user ? <AccountDetails user={user} /> : <Skeleton height={96} />}
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="h4">
              {t('profile.usage')}
            </Title>
            {user && (
              <Button
                component={Link}
                to="/pricing"
                size="xs"
                variant="light"
                leftSection={<IconDiamond size={14} />}
              >
                {user.premium ? t('profile.managePlan') : t('home.upgrade')}
              </Button>
            )}
          </Group>
          {user && <PlanStatus premium={user.premium} />}
          {user ? <QuotaBars quota={user} /> : <Skeleton height={120} />}
        </Card>
        <SecurityCard />
        <DataExportCard />
        <Button
          variant="light"
          color="red"
          size="md"
          leftSection={<IconLogout size={18} data-mirror-rtl />}
          loading={signingOut}
          onClick={() => void onSignOut()}
          data-testid="signout"
        >
          {t('profile.signOut')}
        </Button>
        {user && <DangerZone email={user.email} />}
      </Stack>
    </Screen>
  );
}
