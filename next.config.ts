import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { webEnv } from './lib/config/web-env';
import { staticSecurityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every response, static files included; the CSP with its per-request nonce comes from proxy.ts.
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders({ isProduction: webEnv.NODE_ENV === 'production' }) }];
  },
};

export default withNextIntl(nextConfig);
