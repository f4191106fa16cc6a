import { Badge, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useIsShared } from '../../../api/sharing';

/** A small "Shared" beside a document's status while it has a live public link. */
export function SharedMark({ translationId }: { translationId: string }) {
  const { t } = useTranslation();
  const shared = useIsShared(translationId);
  if (!shared) return null;
  return (
    <Tooltip label={t('share.markHint')} withArrow>
      <Badge
        variant="outline"
        size="sm"
        radius="sm"
        leftSection={<IconLink size={11} aria-hidden />}
        data-testid="doc-shared"
      >
        {t('share.mark')}
      </Badge>
    </Tooltip>
  );
}
