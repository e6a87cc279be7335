import { Stack, Text, TextInput } from '@mantine/core';
import { IconLine, IconLock, IconMapPin, IconPolygon, IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MapFeature, MapFeatureKind, MapLayer } from '../../../../../shared/schemas/map';
import { firstInOrder } from '../../../../lib/first-in-order';
import { i18n } from '../../../../lib/i18n';
import { featureLabel } from '../../model/feature-look';
import classes from './map-page.module.css';

const kindIcons = { pin: IconMapPin, region: IconPolygon, path: IconLine } as const;

export function KindIcon({ kind, size = 16 }: { kind: MapFeatureKind; size?: number }) {
  const Icon = kindIcons[kind];
  return <Icon size={size} aria-hidden />;
}

/** Every row is one line of name over one of kind (map-page.module.css .featureRow). */
const itemHeight = 52;
/** Rows shown before the whole list is sorted: more than a tall screen holds. */
const headRows = 64;

interface Named {
  feature: MapFeature;
  label: string;
  /** The label in lower case, made when a search first needs it. */
  folded?: string;
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

// A browser's first collator takes several milliseconds (its locale data): made while the
// map page waits for its map, not when the list first renders.
whenIdle(() => collatorFor(i18n.language));

/** Runs `work` when the browser is next idle (within 200 ms); what it returns cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work);
  return () => clearTimeout(timer);
}

/**
 * Runs `work` when the browser is idle after its next paint: an idle moment
 * can come before the first paint of a new list, and a long task there (the
 * whole sort) would hold that paint back.
 */
function whenIdleAfterPaint(work: () => void): () => void {
  let cancel: () => void;
  const frame = requestAnimationFrame(() => {
    // A task queued from a frame's callback runs once that frame is painted.
    const timer = setTimeout(() => (cancel = whenIdle(work)));
    cancel = () => clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

const nameMark = '\u0000';

/**
 * The words of every row, translated once per language: a list's first
 * render spent more on i18next's calls (three a row) than on its rows.
 */
function rowWords(t: TFunction) {
  const around = (key: string) => {
    const [before = '', after = ''] = t(key, { name: nameMark }).split(nameMark);
    return (name: string) => `${before}${name}${after}`;
  };
  return {
    fly: around('MAPS.FEATURES.FLY'),
    flySecret: around('MAPS.FEATURES.FLY_SECRET'),
    unnamed: t('MAPS.FEATURES.UNNAMED'),
    secret: t('MAPS.LAYERS.SECRET'),
    kind: {
      pin: t('MAPS.FEATURES.KIND.pin'),
      region: t('MAPS.FEATURES.KIND.region'),
      path: t('MAPS.FEATURES.KIND.path'),
    } satisfies Record<MapFeatureKind, string>,
  };
}

interface Props {
  features: readonly MapFeature[];
  layers: readonly MapLayer[];
  canEdit: boolean;
  onPick: (featureId: string) => void;
}

/**
 * Every place of the map, searchable by its name or its document's; picking
 * one flies to it. A map may hold thousands of places, so only the rows in
 * view are rendered; the arrow keys, Home and End move between rows (one of
 * them is in the tab order) and each row tells its position in the list.
 */
export function FeatureList({ features, layers, canEdit, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const words = useMemo(() => rowWords(t), [t]);
  const secret = useMemo(
    () => new Set(layers.filter((layer) => layer.secret).map((layer) => layer.id)),
    [layers],
  );
  // "Place 2" before "Place 10". Sorting 5,000 names with a collator takes a first render's
  // budget: the list shows the rows of its first screens at once and the whole order a task later.
  const named = useMemo(() => {
    const collator = collatorFor(i18n.language);
    const items = features.map((feature): Named => ({ feature, label: featureLabel(feature) }));
    return { items, compare: (a: Named, b: Named) => collator.compare(a.label, b.label) };
  }, [features, i18n.language]);
  const [sorted, setSorted] = useState<{ of: typeof named; items: Named[] } | null>(null);
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const ordered =
    sorted?.of === named
      ? sorted.items
      : needle || named.items.length <= headRows
        ? [...named.items].sort(named.compare)
        : null;
  useEffect(() => {
    if (ordered) {
      if (sorted?.of !== named) setSorted({ of: named, items: ordered });
      return;
    }
    return whenIdleAfterPaint(() =>
      setSorted({ of: named, items: [...named.items].sort(named.compare) }),
    );
  }, [named, ordered, sorted]);
  const head = useMemo(
    () => (ordered ? null : firstInOrder(named.items, named.compare, headRows)),
    [named, ordered],
  );
  const shown = useMemo(
    () =>
      ordered && needle
        ? ordered.filter((row) => {
            row.folded ??= row.label.toLocaleLowerCase(i18n.language);
            return row.folded.includes(needle);
          })
        : ordered,
    [ordered, needle, i18n.language],
  );
  const count = shown?.length ?? named.items.length;
  /** The row at an index; null for one past the head while the whole order is being made. */
  const rowAt = (index: number): Named | undefined => (shown ?? head ?? [])[index];

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => itemHeight,
    // The list is never taller than the window: its first render already holds the rows in view.
    initialRect: { width: 0, height: window.innerHeight },
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();

  // The row in the tab order; a row moved to by key is focused once it is rendered.
  const [active, setActive] = useState(0);
  const focusPending = useRef<number | null>(null);
  const activeIndex = Math.min(active, Math.max(count - 1, 0));
  const rowButton = (index: number) =>
    scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] button`);
  useEffect(() => {
    if (focusPending.current === null) return;
    const row = rowButton(focusPending.current);
    if (row) {
      focusPending.current = null;
      row.focus();
    }
  });
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, count - 1));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    const row = rowButton(next);
    if (row) row.focus();
    else focusPending.current = next;
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const page = Math.max(1, items.length - 2);
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  // When the active row is scrolled away, the first row in view takes its place in the tab order.
  const tabbable = items.some((item) => item.index === activeIndex)
    ? activeIndex
    : (items[0]?.index ?? -1);

  return (
    <Stack gap="xs" h="100%" mih={0}>
      <TextInput
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setActive(0);
        }}
        placeholder={t('MAPS.FEATURES.SEARCH')}
        aria-label={t('MAPS.FEATURES.SEARCH')}
        leftSection={<IconSearch size={16} />}
        data-testid="map-feature-search"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && rowAt(0)) onPick(rowAt(0)!.feature.id);
          else if (event.key === 'ArrowDown' && count > 0) {
            event.preventDefault();
            moveTo(0);
          }
        }}
      />
      {features.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('MAPS.FEATURES.NONE')} {canEdit && t('MAPS.FEATURES.NONE_EDIT')}
        </Text>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('MAPS.FEATURES.NOTHING_FOUND')}
        </Text>
      ) : (
        <div
          ref={scroller}
          className={classes.featureScroller}
          // Short lists take their own height; long ones shrink to the panel and scroll.
          style={{ height: virtualizer.getTotalSize() }}
        >
          <ul
            className={classes.featureList}
            style={{ height: virtualizer.getTotalSize() }}
            aria-label={t('MAPS.FEATURES.LIST', { count })}
            data-testid="map-feature-list"
            data-count={count}
            onKeyDown={onListKey}
          >
            {items.map((item) => {
              const entry = rowAt(item.index);
              if (!entry) return null;
              const { feature, label } = entry;
              const hidden = !!feature.layerId && secret.has(feature.layerId);
              return (
                <li
                  key={feature.id}
                  data-index={item.index}
                  className={classes.featureItem}
                  style={{ transform: `translateY(${item.start}px)` }}
                  aria-setsize={count}
                  aria-posinset={item.index + 1}
                >
                  {/* Plain elements, not NavLink: the first render of a long list is its rows' cost. */}
                  <button
                    type="button"
                    className={classes.featureRow}
                    tabIndex={item.index === tabbable ? 0 : -1}
                    onClick={() => onPick(feature.id)}
                    onFocus={() => setActive(item.index)}
                    aria-label={(hidden ? words.flySecret : words.fly)(label || words.unnamed)}
                    data-testid="map-feature-item"
                    data-feature-id={feature.id}
                  >
                    <span
                      className={classes.featureIcon}
                      style={
                        feature.color
                          ? ({ '--feature-color': feature.color } as CSSProperties)
                          : undefined
                      }
                    >
                      <KindIcon kind={feature.geometry.kind} size={14} />
                    </span>
                    <span className={classes.featureText}>
                      <span className={classes.featureName}>
                        <span className={classes.featureLabel}>{label || words.unnamed}</span>
                        {hidden && <IconLock size={12} aria-label={words.secret} />}
                      </span>
                      <span className={classes.featureKind}>
                        {words.kind[feature.geometry.kind]}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Stack>
  );
}
