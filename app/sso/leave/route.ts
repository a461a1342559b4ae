import type { NextRequest } from 'next/server';
import { ssoRoutes } from '../sso-routes';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Promise<Response> {
  return ssoRoutes.leave(request);
}
