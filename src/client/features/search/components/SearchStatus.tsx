import { Combobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchState } from '../hooks/use-world-search';
import classes from './search.module.css';

const messageKeys: Record<Exclude<SearchState, 'results'>, string> = {
  idle: 'SEARCH.HINT',
  loading: 'SEARCH.SEARCHING',
  error: 'SEARCH.FAILED',
  empty: 'SEARCH.NO_RESULTS',
};

/** What the results panel says when it has no results to list. */
export function SearchStatus({
  state,
  query,
}: {
  state: Exclude<SearchState, 'results'>;
  query: string;
}) {
  const { t } = useTranslation();
  return (
    <Combobox.Empty className={classes.status} data-testid={`search-${state}`}>
      {t(messageKeys[state], { query })}
    </Combobox.Empty>
  );
}
