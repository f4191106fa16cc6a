import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';
import { Screen } from '../../components/Screen';

export function PricingScreen() {
  const { t } = useTranslation();
  return (
    <Screen name="pricing">
      <ComingSoon
        icon={<IconDiamond size={40} stroke={1.6} />}
        title={t('pricing.emptyTitle')}
        description={t('pricing.emptyDescription')}
      />
    </Screen>
  );
}
