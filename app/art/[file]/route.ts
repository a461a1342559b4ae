import { ART_FILES } from '@/components/game-art/art-files';
import { svgMarkup } from '@/components/game-art/svg-markup';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...ART_FILES.keys()].map((file) => ({ file }));
}

/** One piece of the lobby's artwork as an SVG file, drawn at build time. */
export async function GET(_request: Request, { params }: RouteContext<'/art/[file]'>) {
  const { file } = await params;
  const art = ART_FILES.get(file);
  if (!art) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(svgMarkup(art), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
