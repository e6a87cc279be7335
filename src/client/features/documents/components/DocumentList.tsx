import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DocumentList as DocumentPage,
  DocumentSummary,
} from '../../../../shared/schemas/document';
import { useSelectedWorld } from '../../../lib/world-context';
import { documentsPageQueryOptions, useDocumentsPages } from '../api/get-documents';
import { listPageSize, pagesForRows, type DocumentFilters } from '../list-filters';
import { DocumentRow } from './DocumentRow';
import classes from './documents.module.css';

const rowHeight = 64;

interface Props {
  filters: DocumentFilters;
  canEdit: boolean;
  /** Keep it stable (useCallback): rows are memoized. */
  onDelete: (document: DocumentSummary) => void;
  /** Shown instead of rows when nothing matches. */
  empty: (total: number | undefined) => ReactNode;
  onTotal?: (total: number | undefined) => void;
}

/**
 * The documents list, fast at any size: the page scrolls over a list as tall
 * as all matches, only the rows on screen exist, and only the pages they
 * belong to are asked for, once scrolling settles. A jump to the middle of
 * 10,000 documents costs one request, not fifty.
 */
export function DocumentList({ filters, canEdit, onDelete, empty, onTotal }: Props) {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const queryClient = useQueryClient();
  const compact = useMediaQuery('(max-width: 37.5em)') ?? false;
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useListTop(listRef);

  // The row count is the total of the last answer; it lags one render behind page 0.
  const [rowCount, setRowCount] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows.at(-1)?.index ?? 0;
  const [settled] = useDebouncedValue(`${first}:${last}`, 120);
  const [settledFirst, settledLast] = settled.split(':').map(Number) as [number, number];
  const cached = (page: number) =>
    queryClient.getQueryData<DocumentPage>(
      documentsPageQueryOptions(world.id, filters, page).queryKey,
    ) !== undefined;
  const pages = [
    ...new Set([
      ...pagesForRows(settledFirst, settledLast),
      ...pagesForRows(first, last).filter(cached),
    ]),
  ];
  const list = useDocumentsPages(world.id, filters, pages);

  const total = list.total;
  if (total !== undefined && total !== rowCount) setRowCount(total);
  useEffect(() => onTotal?.(total), [total, onTotal]);

  // New filters start the list from its top.
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (window.scrollY > top) window.scrollTo({ top: Math.max(0, top - 120) });
  }, [filterKey]);

  const rowAt = (index: number) =>
    list.pages.get(Math.floor(index / listPageSize))?.items[index % listPageSize];

  if (total === 0 || (total === undefined && !list.isPending)) return <>{empty(total)}</>;
  return (
    <div
      ref={listRef}
      className={classes.list}
      style={{
        height: list.isPending ? rowHeight * 6 : virtualizer.getTotalSize(),
        opacity: list.isPlaceholder ? 0.6 : 1,
      }}
      role="list"
      aria-label={t('WIKI.LIST.TITLE')}
      aria-busy={list.isPending || list.isPlaceholder}
      data-testid="document-list"
    >
      {(list.isPending
        ? Array.from({ length: 6 }, (_, index) => ({
            index,
            start: scrollMargin + index * rowHeight,
            key: index,
          }))
        : rows
      ).map((row) => (
        <div
          key={row.key}
          role="listitem"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: rowHeight,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          <DocumentRow
            document={rowAt(row.index)}
            canEdit={canEdit}
            compact={compact}
            onDelete={onDelete}
          />
        </div>
      ))}
    </div>
  );
}

/** Where the list starts on the page, for the window virtualizer; measured again when the page resizes. */
function useListTop(listRef: RefObject<HTMLDivElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      const element = listRef.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    });
    observer.observe(window.document.body);
    return () => observer.disconnect();
  }, [listRef]);
  return top;
}
