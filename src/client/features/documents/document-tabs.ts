import {
  IconCalendarEvent,
  IconFileText,
  IconPhoto,
  IconPlugConnected,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ConnectionsTab } from './components/ConnectionsTab';
import type { DocumentTabProps } from './document-tab-props';

export type { DocumentTabProps } from './document-tab-props';

export interface DocumentTabDefinition {
  value: DocumentTabValue;
  labelKey: string;
  icon: Icon;
  /** The tab's own view; a tab without one (its module not built yet) shows SPEC §8's 5001 warning. */
  Component?: ComponentType<DocumentTabProps>;
}

export const documentTabValues = ['events', 'images', 'connections', 'contents'] as const;
export type DocumentTabValue = (typeof documentTabValues)[number];

/**
 * The tabs of a document page, in SPEC §2.3's order. Modules that live in
 * other features (the timeline's events, the gallery's images, the editor's
 * contents) plug their view in from the page, which composes features:
 * `<DocumentTabs panels={{ events: DocumentEvents }} />`.
 */
export const documentTabs: readonly DocumentTabDefinition[] = [
  { value: 'events', labelKey: 'WIKI.TABS.EVENTS', icon: IconCalendarEvent },
  { value: 'images', labelKey: 'WIKI.TABS.IMAGES', icon: IconPhoto },
  {
    value: 'connections',
    labelKey: 'WIKI.TABS.CONNECTIONS',
    icon: IconPlugConnected,
    Component: ConnectionsTab,
  },
  { value: 'contents', labelKey: 'WIKI.TABS.CONTENTS', icon: IconFileText },
];

export const defaultDocumentTab: DocumentTabValue = 'contents';

export function isDocumentTab(value: string | null): value is DocumentTabValue {
  return (documentTabValues as readonly (string | null)[]).includes(value);
}
