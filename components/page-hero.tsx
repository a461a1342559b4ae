import type { ReactNode } from 'react';

/** The page's opening block: its one h1, a lead paragraph, and optional extras (a badge, buttons). */
export function PageHero({
  title,
  lead,
  badge,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="hero">
      {badge && <span className="badge">{badge}</span>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  );
}
