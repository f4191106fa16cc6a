import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { AuthRefusal, useChangePassword, useSetPassword } from '../../api/accountSettings';
import { errorMessage } from '../../api/errors';
import { notifyError, notifySuccess } from '../../app/notifications/notify';

/**
 * Change the password (the current one is asked for) or, for an account without one, set a
 * first password. `onDone` closes the form.
 */
export function PasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const set = useSetPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const tooShort = next !== '' && next.length < MIN_PASSWORD_LENGTH;
  const mismatch = repeat !== '' && repeat !== next;
  const ready = next.length >= MIN_PASSWORD_LENGTH && repeat === next && (!hasPassword || current !== '');
  const pending = change.isPending || set.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (hasPassword)
      change.mutate(
        { currentPassword: current, newPassword: next },
        {
          onSuccess: () => {
            notifySuccess(t('profile.password.changed'));
            onDone();
          },
          onError: (error) => {
            if (error instanceof AuthRefusal && error.code === 'INVALID_PASSWORD') setWrongCurrent(true);
            else notifyError(errorMessage(error, t('profile.password.failed')));
          },
        },
      );
    else
      set.mutate(next, {
        onSuccess: () => {
          notifySuccess(t('profile.password.setDone'));
          onDone();
        },
        onError: (error) => notifyError(errorMessage(error, t('profile.password.failed'))),
      });
  }

  return (
    <form onSubmit={onSubmit} data-testid="password-form">
      <Stack gap="sm" maw={420}>
        {hasPassword && (
          <PasswordInput
            label={t('profile.password.current')}
            value={current}
            onChange={(event) => {
              setCurrent(event.currentTarget.value);
              setWrongCurrent(false);
            }}
            autoComplete="current-password"
            error={wrongCurrent ? t('profile.password.wrongCurrent') : undefined}
            data-testid="password-current"
          />
        )}
        <PasswordInput
          label={t('profile.password.new')}
          description={t('welcome.passwordRule', { count: MIN_PASSWORD_LENGTH })}
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          autoComplete="new-password"
          error={tooShort ? t('profile.password.tooShort', { count: MIN_PASSWORD_LENGTH }) : undefined}
          data-testid="password-new"
        />
        <PasswordInput
          label={t('profile.password.repeat')}
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          autoComplete="new-password"
          error={mismatch ? t('profile.password.mismatch') : undefined}
          data-testid="password-repeat"
        />
        <Group gap="xs">
          <Button type="submit" disabled={!ready} loading={pending} data-testid="password-save">
            {hasPassword ? t('profile.password.change') : t('profile.password.set')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('profile.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
