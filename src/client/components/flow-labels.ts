import type { AriaLabelConfig, ProOptions } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * React Flow's own words in the reader's language: the controls' titles and
 * aria-labels, the minimap's and the handles' names, and what a screen reader
 * hears about nodes and edges. Its defaults are English. The full config (not
 * a Partial) makes the compiler name any label a new React Flow adds.
 */
export function useFlowLabels(): AriaLabelConfig {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      // React Flow's names are swapped: `default` is read when arrow keys cannot move nodes.
      'node.a11yDescription.default': t('FLOW.NODE_HELP'),
      'node.a11yDescription.keyboardDisabled': t('FLOW.NODE_HELP_KEYBOARD'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t('FLOW.NODE_MOVED', {
          direction: t(`FLOW.DIRECTIONS.${direction}`, { defaultValue: direction }),
          x,
          y,
        }),
      'edge.a11yDescription.default': t('FLOW.EDGE_HELP'),
      'controls.ariaLabel': t('FLOW.CONTROLS'),
      'controls.zoomIn.ariaLabel': t('FLOW.ZOOM_IN'),
      'controls.zoomOut.ariaLabel': t('FLOW.ZOOM_OUT'),
      'controls.fitView.ariaLabel': t('FLOW.FIT_VIEW'),
      'controls.interactive.ariaLabel': t('FLOW.INTERACTIVE'),
      'minimap.ariaLabel': t('FLOW.MINIMAP'),
      'handle.ariaLabel': t('FLOW.HANDLE'),
    }),
    // A new language brings a new `t`.
    [t],
  );
}

/**
 * No "React Flow" link in the canvas corner: it is English text in every
 * language. React Flow's ProOptions docs let anyone hide it and ask only
 * those who make money with React Flow to subscribe; Loreweave is a
 * non-commercial, self-hosted project.
 */
export const flowProOptions: ProOptions = { hideAttribution: true };
