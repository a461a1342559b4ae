import type { CasinoKind } from '@/lib/casino/casino-paths';
import { ArtFrame } from './art-frame';
import { ArtImage } from './art-image';
import { LiveMotif } from './live-motif';
import { SlotMotif } from './slot-motif';
import { TitleLabel } from './title-label';
import { titleColours } from './title-palette';

/**
 * A slot or live table's artwork: the provider's thumbnail when the catalogue has one, otherwise a placeholder drawn
 * from the title (so it never changes between loads): its colours, a motif of its kind, and its name; a title that
 * would look like one listed before it in its lobby is drawn in another variant (titleVariants in title-design.ts).
 */
export function TitleArt({
  slug,
  name,
  thumbnail,
  kind,
  variant = 0,
  className,
}: {
  slug: string;
  name: string;
  thumbnail?: string | null;
  kind: CasinoKind;
  variant?: number;
  className?: string;
}) {
  if (thumbnail) return <ArtImage src={thumbnail} className={className} />;
  const colours = titleColours(name, variant);
  const id = `ta-${kind}-${slug}`;
  return (
    <ArtFrame id={id} from={colours.from} to={colours.to} className={className}>
      {kind === 'slots' ? (
        <SlotMotif name={name} variant={variant} colours={colours} />
      ) : (
        <LiveMotif name={name} variant={variant} colours={colours} />
      )}
      <TitleLabel id={id} name={name} ink={colours.ink} />
    </ArtFrame>
  );
}
