import { Button, Checkbox, Group, Skeleton, Text } from '@mantine/core';
import type { Folder, Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { DocumentAction } from './DocumentMenu';
import { DocumentRow } from './DocumentRow';
import { allState, type Selection } from './selection';
import { useInfiniteScroll } from './useInfiniteScroll';
import classes from './History.module.css';

export interface DocumentListProps {
  items: Translation[];
  selection: Selection;
  renamingId: string | null;
  /** Each folder's path by id, and the folder shown: a row elsewhere says which folder it is in. */
  folderPaths: ReadonlyMap<string, Folder[]>;
  currentId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSelect: (id: string, shift: boolean) => void;
  onToggleAll: () => void;
  onAction: (translation: Translation, action: DocumentAction) => void;
  onRenameDone: () => void;
}

export function DocumentList(props: DocumentListProps) {
  const { t } = useTranslation();
  const { items, selection, hasMore, loadingMore, onLoadMore, folderPaths, currentId } = props;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) onLoadMore();
  }, hasMore);
  const state = allState(
    selection,
    items.map((i) => i.id),
  );
  return (
    <div className={classes.documents}>
      <div className={`${classes.row} ${classes.headerRow}`}>
        <Checkbox
          data-testid="select-all"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={props.onToggleAll}
          aria-label={t('history.selectAll')}
        />
        <Text size="xs" c="dimmed" fw={600}>
          {t('history.columns.name')}
        </Text>
        <Text size="xs" c="dimmed" fw={600}>
          {t('history.columns.status')}
        </Text>
        <Text size="xs" c="dimmed" fw={600}>
          {t('history.columns.pages')}
        </Text>
        <Text size="xs" c="dimmed" fw={600}>
          {t('history.columns.date')}
        </Text>
      </div>
      <ul className={classes.list} data-testid="history-list" aria-label={t('history.listLabel')}>
        {items.map((translation) => (
          <DocumentRow
            key={translation.id}
            translation={translation}
            selected={selection.ids.has(translation.id)}
            renaming={props.renamingId === translation.id}
            folderPath={
              translation.folderId && translation.folderId !== currentId
                ? folderPaths.get(translation.folderId)
                : undefined
            }
            onSelect={props.onSelect}
            onAction={props.onAction}
            onRenameDone={props.onRenameDone}
          />
        ))}
      </ul>
      {loadingMore && <ListSkeleton rows={3} />}
      <div ref={sentinel} aria-hidden />
      {hasMore && !loadingMore && (
        <Group justify="center" mt="md">
          <Button variant="light" onClick={onLoadMore} data-testid="load-more">
            {t('history.loadMore')}
          </Button>
        </Group>
      )}
    </div>
  );
}

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-busy className={classes.skeletons}>
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="md" wrap="nowrap" p="sm">
          <Skeleton height={40} width={40} radius="md" />
          <div style={{ flex: 1 }}>
            <Skeleton height={12} width="55%" mb={8} />
            <Skeleton height={10} width="35%" />
          </div>
          <Skeleton height={20} width={80} radius="sm" />
        </Group>
      ))}
    </div>
  );
}
