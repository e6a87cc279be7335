import { Mark } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { splitMarked } from '../marked-text';

/** Text from the search with its matched words highlighted; every part is a text node, never HTML. */
export function MarkedText({ value }: { value: string }) {
  const parts = useMemo(() => splitMarked(value), [value]);
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <Mark key={index} color="yellow">
            {part.text}
          </Mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
