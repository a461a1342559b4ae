import { currentBuildId } from '../../_shell/build-id';

export const dynamic = 'force-dynamic';

/**
 * The build the server runs now, polled by open pages (GET /builds/latest.json?t=<timestamp>, every 20 s) and by
 * the service worker's background sync: another id than the page's means a new version is out.
 */
export function GET() {
  return Response.json({ buildId: currentBuildId() ?? 'development' }, { headers: { 'cache-control': 'no-store' } });
}
