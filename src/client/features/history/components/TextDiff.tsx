import { Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffBlock } from '../version-diff';
import classes from './history.module.css';

/** Unchanged runs longer than this fold, keeping a little context on each side. */
const foldAbove = 6;
const context = 2;

/** A text difference: added lines green, removed ones red and struck, edited lines word by word. */
export function TextDiff({ blocks, label }: { blocks: readonly DiffBlock[]; label: string }) {
  const { t } = useTranslation();
  if (blocks.every((block) => block.kind === 'same')) {
    return (
      <Text size="sm" c="dimmed">
        {t('WIKI.HISTORY.NO_TEXT_CHANGES')}
      </Text>
    );
  }
  return (
    <div className={classes.diff} role="group" aria-label={label} data-testid="text-diff">
      {blocks.map((block, index) => {
        if (block.kind === 'changed') {
          return (
            <div key={index} className={`${classes.line} ${classes.changed}`}>
              {block.segments.map((segment, at) =>
                segment.kind === 'same' ? (
                  <span key={at}>{segment.text}</span>
                ) : segment.kind === 'added' ? (
                  <ins key={at} className={classes.ins}>
                    {segment.text}
                  </ins>
                ) : (
                  <del key={at} className={classes.del}>
                    {segment.text}
                  </del>
                ),
              )}
            </div>
          );
        }
        if (block.kind === 'same')
          return (
            <SameLines
              key={index}
              lines={block.lines}
              edge={index === 0 ? 'start' : index === blocks.length - 1 ? 'end' : 'middle'}
            />
          );
        return block.lines.map((line, at) => (
          <div
            key={`${index}-${at}`}
            className={`${classes.line} ${block.kind === 'added' ? classes.added : classes.removed}`}
          >
            {line}
          </div>
        ));
      })}
    </div>
  );
}

function SameLines({ lines, edge }: { lines: string[]; edge: 'start' | 'middle' | 'end' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open || lines.length <= foldAbove)
    return lines.map((line, at) => (
      <div key={at} className={classes.line}>
        {line}
      </div>
    ));
  const head = edge === 'start' ? [] : lines.slice(0, context);
  const tail = edge === 'end' ? [] : lines.slice(-context);
  const hidden = lines.length - head.length - tail.length;
  return (
    <>
      {head.map((line, at) => (
        <div key={`h${at}`} className={classes.line}>
          {line}
        </div>
      ))}
      <UnstyledButton className={classes.fold} onClick={() => setOpen(true)}>
        {t('WIKI.HISTORY.UNCHANGED_LINES', { count: hidden })}
      </UnstyledButton>
      {tail.map((line, at) => (
        <div key={`t${at}`} className={classes.line}>
          {line}
        </div>
      ))}
    </>
  );
}
