import type { ReactNode } from 'react';

/** The game's own classes for the card (each game styles it in its module). */
export interface LiveListCardClasses {
  card: string;
  head: string;
  title: string;
  count: string;
  empty: string;
}

/**
 * A live game's titled list beside the table (the round's players, the last winners): the title with the count when
 * there is one, then the list, or what will appear there while it is empty.
 */
export function LiveListCard({
  titleId,
  title,
  count,
  empty,
  classes,
  children,
}: {
  titleId: string;
  title: string;
  count?: string;
  /** The empty state's words while the list is empty, else null. */
  empty: string | null;
  classes: LiveListCardClasses;
  children: ReactNode;
}) {
  return (
    <section className={classes.card} aria-labelledby={titleId}>
      <header className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {count !== undefined && <span className={classes.count}>{count}</span>}
      </header>
      {empty !== null ? <p className={classes.empty}>{empty}</p> : children}
    </section>
  );
}
