import { Badge } from '@/components/ui/badge';

/**
 * A player in a live round's list: their name, or the hidden label when they hide it, and a "You" badge on the
 * viewer's own row. A demo stake has no name, so the viewer's own shows just the badge.
 */
export function PlayerName({
  name,
  hidden,
  mine,
  texts,
}: {
  name: string | null;
  hidden: boolean;
  mine: boolean;
  texts: { hidden: string; you: string };
}) {
  return (
    <>
      {!(mine && !name) && <span>{hidden || !name ? texts.hidden : name}</span>}
      {mine && <Badge tone="accent">{texts.you}</Badge>}
    </>
  );
}
