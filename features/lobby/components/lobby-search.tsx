'use client';

import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { filterEntries, type SearchEntry } from '../search-filter';
import styles from './lobby-search.module.css';
import tileGrid from '@/components/ui/tile-grid.module.css';

export interface LobbyTileEntry extends SearchEntry {
  tile: ReactNode;
}

export interface LobbySection {
  id: string;
  /** The row's heading block (an h2 with id `${id}-title`, optionally a "see all" link). */
  header: ReactNode;
  entries: LobbyTileEntry[];
}

export interface LobbySearchLabels {
  search: string;
  placeholder: string;
  submit: string;
  /** The empty state's title; `{query}` is replaced by what the player typed. */
  emptyTitle: string;
  emptyText: string;
}

/**
 * The lobby's category rows under one search box. The tiles are rendered on the server; this only chooses which
 * to show. Typing filters at once; without JavaScript the box submits `?q=` and the server filters the same way.
 */
export function LobbySearch({
  sections,
  initialQuery = '',
  labels,
}: {
  sections: LobbySection[];
  initialQuery?: string;
  labels: LobbySearchLabels;
}) {
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const visible = sections.map((section) => ({ ...section, entries: filterEntries(section.entries, query) }));
  const nothing = visible.every((section) => section.entries.length === 0);
  return (
    <div className={styles.lobby}>
      <form role="search" className={styles.search} method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          {labels.search}
        </label>
        <div className={styles.field}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            value={query}
            placeholder={labels.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className={buttonClass({ variant: 'secondary' }, styles.submit)}>
            {labels.submit}
          </button>
        </div>
      </form>
      <div role="status" className={styles.status}>
        {nothing && (
          <EmptyState title={labels.emptyTitle.replace('{query}', query.trim())}>
            <p>{labels.emptyText}</p>
          </EmptyState>
        )}
      </div>
      {visible.map((section) =>
        section.entries.length ? (
          <section key={section.id} className={tileGrid.row} aria-labelledby={`${section.id}-title`}>
            {section.header}
            <ul className={tileGrid.grid} role="list">
              {section.entries.map((entry) => (
                <li key={entry.key}>{entry.tile}</li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
