import { Anchor, Popover, type AnchorProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Tag } from '../../../../shared/schemas/tag';
import { useSelectedWorld } from '../../../lib/world-context';
import { documentQueryOptions } from '../api/get-document';
import { useDocumentPaths } from '../document-paths';
import { previewDecision } from '../preview';
import { DocumentPreviewCard } from './DocumentPreviewCard';

interface Props extends AnchorProps {
  document: { id: string; name: string; tags?: readonly Pick<Tag, 'previewable'>[] };
  children?: ReactNode;
}

const openDelay = 350;
const closeDelay = 150;

/**
 * A link to a document that, when the document carries a previewable tag,
 * shows its preview card on hover or keyboard focus. Without known tags (a
 * backlink), the document is loaded on hover to decide; the answer is cached.
 */
export function DocumentPreviewLink({ document, children, ...anchorProps }: Props) {
  const world = useSelectedWorld();
  const documentPaths = useDocumentPaths();
  const decision = previewDecision(document.tags);
  const [wanted, setWanted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const detail = useQuery({
    ...documentQueryOptions(world.id, document.id),
    enabled: wanted && decision !== 'hide',
    meta: { banner: false },
  });

  const link = (
    <Anchor component={Link} to={documentPaths.view(document.id)} {...anchorProps}>
      {children ?? document.name}
    </Anchor>
  );
  if (decision === 'hide') return link;

  const later = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setWanted(value), delay);
  };
  const show = () => later(true, openDelay);
  const hide = () => later(false, closeDelay);
  const opened = wanted && !!detail.data && previewDecision(detail.data.tags) === 'show';

  return (
    // No popup roles: the card is a hover/focus hint like a tooltip, and aria-expanded is not
    // allowed on the wrapping span, while the link itself still reads as a plain link.
    <Popover
      opened={opened}
      onChange={setWanted}
      position="bottom-start"
      shadow="md"
      withArrow
      withRoles={false}
    >
      <Popover.Target>
        <span onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
          {link}
        </span>
      </Popover.Target>
      <Popover.Dropdown onMouseEnter={show} onMouseLeave={hide}>
        {detail.data && <DocumentPreviewCard document={detail.data} />}
      </Popover.Dropdown>
    </Popover>
  );
}
