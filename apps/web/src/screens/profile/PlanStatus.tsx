import { Text } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useSubscription } from '../../api/premium';
import { renewalText } from '../../lib/renewal';

/** "Premium · Renews on …" (or "Ends on …") for a premium user; nothing on the free plan. */
export function PlanStatus({ premium }: { premium: boolean }) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  if (!premium) return null;
  const sub = subscription.data;
  return (
    <Text size="sm" c="dimmed" mb="md" data-testid="plan-status">
      <IconDiamond size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      {sub ? `${t('profile.premium')} · ${renewalText(sub, t, i18n.language)}` : t('profile.premium')}
    </Text>
  );
}
