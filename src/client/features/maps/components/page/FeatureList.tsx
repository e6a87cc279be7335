import { Group, NavLink, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconLine, IconLock, IconMapPin, IconPolygon, IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapFeature, MapFeatureKind, MapLayer } from '../../../../../shared/schemas/map';
import { featureLabel } from '../../model/feature-look';
import classes from './map-page.module.css';

const kindIcons = { pin: IconMapPin, region: IconPolygon, path: IconLine } as const;

export function KindIcon({ kind, size = 16 }: { kind: MapFeatureKind; size?: number }) {
  const Icon = kindIcons[kind];
  return <Icon size={size} aria-hidden />;
}

/** A NavLink with a label and a description; measured after render, so a guess is enough. */
const itemHeight = 50;

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
  const secret = useMemo(
    () => new Set(layers.filter((layer) => layer.secret).map((layer) => layer.id)),
    [layers],
  );
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(i18n.language);
    const named = features.map((feature) => ({ feature, label: featureLabel(feature) }));
    const collator = new Intl.Collator(i18n.language);
    return named
      .filter(({ label }) => !needle || label.toLocaleLowerCase(i18n.language).includes(needle))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [features, search, i18n.language]);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => itemHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();

  // The row in the tab order; a row moved to by key is focused once it is rendered.
  const [active, setActive] = useState(0);
  const focusPending = useRef<number | null>(null);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
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
    const next = Math.max(0, Math.min(index, shown.length - 1));
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
      End: shown.length - 1,
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
          if (event.key === 'Enter' && shown[0]) onPick(shown[0].feature.id);
          else if (event.key === 'ArrowDown' && shown.length > 0) {
            event.preventDefault();
            moveTo(0);
          }
        }}
      />
      {features.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('MAPS.FEATURES.NONE')} {canEdit && t('MAPS.FEATURES.NONE_EDIT')}
        </Text>
      ) : shown.length === 0 ? (
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
            aria-label={t('MAPS.FEATURES.LIST', { count: shown.length })}
            data-testid="map-feature-list"
            data-count={shown.length}
            onKeyDown={onListKey}
          >
            {items.map((item) => {
              const entry = shown[item.index];
              if (!entry) return null;
              const { feature, label } = entry;
              const hidden = !!feature.layerId && secret.has(feature.layerId);
              return (
                <li
                  key={feature.id}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className={classes.featureItem}
                  style={{ transform: `translateY(${item.start}px)` }}
                  aria-setsize={shown.length}
                  aria-posinset={item.index + 1}
                >
                  <NavLink
                    component="button"
                    type="button"
                    tabIndex={item.index === tabbable ? 0 : -1}
                    onClick={() => onPick(feature.id)}
                    onFocus={() => setActive(item.index)}
                    aria-label={t(hidden ? 'MAPS.FEATURES.FLY_SECRET' : 'MAPS.FEATURES.FLY', {
                      name: label || t('MAPS.FEATURES.UNNAMED'),
                    })}
                    data-testid="map-feature-item"
                    data-feature-id={feature.id}
                    leftSection={
                      <ThemeIcon variant="light" size="sm" color={feature.color ?? 'gray'}>
                        <KindIcon kind={feature.geometry.kind} size={14} />
                      </ThemeIcon>
                    }
                    label={
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" lineClamp={1}>
                          {label || t('MAPS.FEATURES.UNNAMED')}
                        </Text>
                        {hidden && <IconLock size={12} aria-label={t('MAPS.LAYERS.SECRET')} />}
                      </Group>
                    }
                    description={t(`MAPS.FEATURES.KIND.${feature.geometry.kind}`)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Stack>
  );
}
