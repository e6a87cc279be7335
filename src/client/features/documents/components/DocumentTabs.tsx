import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { MentionLinkContext, type RenderMentionLink } from '../../../lib/mention-link';
import { documentTabs, type DocumentTabProps, type DocumentTabValue } from '../document-tabs';
import { DocumentMentionLink } from './DocumentMentionLink';
import { TabUnavailable } from './TabUnavailable';

interface Props {
  document: DocumentDetail;
  value: DocumentTabValue;
  onChange: (value: DocumentTabValue) => void;
  /** Views the page plugs in from other features, by tab. */
  panels?: Partial<Record<DocumentTabValue, ComponentType<DocumentTabProps>>>;
}

const renderMentionLink: RenderMentionLink = (mention) => <DocumentMentionLink {...mention} />;

/**
 * The tab frame of a document page: Events, Images, Connections and Contents
 * (SPEC §2.3). Mentions of documents inside any panel (the contents above
 * all) are the documents' own links, so they preview like the list's.
 */
export function DocumentTabs({ document, value, onChange, panels = {} }: Props) {
  const { t } = useTranslation();
  return (
    <MentionLinkContext value={renderMentionLink}>
      <Tabs
        value={value}
        onChange={(next) => next && onChange(next as DocumentTabValue)}
        keepMounted={false}
      >
        <Tabs.List>
          {documentTabs.map(({ value: tab, labelKey, icon: Icon }) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              leftSection={<Icon size={16} />}
              data-testid={`tab-${tab}`}
            >
              {t(labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {documentTabs.map(({ value: tab, Component }) => {
          const Panel = panels[tab] ?? Component ?? TabUnavailable;
          return (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <Panel document={document} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </MentionLinkContext>
  );
}
