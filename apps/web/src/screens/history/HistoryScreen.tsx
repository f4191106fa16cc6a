import { IconHistory } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';
import { Screen } from '../../components/Screen';

export function HistoryScreen() {
  const { t } = useTranslation();
  const { folderId } = useParams();
  return (
    <Screen name="history">
      <ComingSoon
        icon={<IconHistory size={40} stroke={1.6} />}
        title={folderId ? t('history.folderTitle') : t('history.emptyTitle')}
        description={t('history.emptyDescription')}
      />
    </Screen>
  );
}
