/** A piece of the lobby's artwork as an image: decorative (the tile names the game) and loaded lazily. */
export function ArtImage({ src, className }: { src: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- the art is SVG, which next/image serves unoptimized anyway; size, lazy loading and async decoding are set here.
  return <img className={className} src={src} alt="" width={160} height={120} loading="lazy" decoding="async" />;
}
