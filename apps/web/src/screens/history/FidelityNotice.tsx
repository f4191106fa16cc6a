import { Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { firstReportedPage, type Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { fidelityLines } from '../../components/fidelity/fidelityLines';
import { previewKind } from '../../components/preview/previewKind';
import { previewSearch } from '../../components/preview/previewLink';
import classes from './History.module.css';

/**
 * Under a completed translation's row: what it had to compromise to keep the layout ("2 passages
 * on pages 4 and 9 were shrunk to fit"), with a link to the first such page in the preview.
 * Nothing when it compromised nothing (spans kept verbatim are not a compromise).
 */
export function FidelityNotice({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const report = translation.status === 'completed' ? translation.fidelity : null;
  const lines = report ? fidelityLines(t, report) : [];
  if (!report || lines.length === 0) return null;
  const page = previewKind(translation.format) === 'pdf' ? firstReportedPage(report) : undefined;
  return (
    <div className={classes.notice} data-testid="fidelity-notice">
      <IconAlertTriangle size={14} className={classes.noticeIcon} aria-hidden />
      <Text size="xs" component="p" className={classes.noticeText}>
        {lines.join('. ')}
        {page !== undefined && (
          <>
            {' '}
            <Anchor
              component={Link}
              to={{ pathname, search: previewSearch(params, { id: translation.id, page }) }}
              replace
              size="xs"
              fw={600}
              className={classes.noticeLink}
              aria-label={t('fidelity.showPageOf', { page, name: translation.fileName })}
              data-testid="fidelity-page-link"
            >
              {t('fidelity.showPage', { page })}
            </Anchor>
          </>
        )}
      </Text>
    </div>
  );
}
