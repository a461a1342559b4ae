'use client';

import { useMirrorData } from '@/lib/mirrors/mirror-context';
import styles from './footer.module.css';

/** This mirror's own links from its settings (the Telegram channel, the partner programme), when set. */
export function MirrorLinks({ labels }: { labels: { telegram: string; partners: string } }) {
  const { settings } = useMirrorData();
  const links = [
    { href: settings.telegram_channel_url, label: labels.telegram },
    { href: settings.revshare_service_frontend_url, label: labels.partners },
  ].filter((link): link is { href: string; label: string } => !!link.href);
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={styles.link} href={link.href} rel="noopener noreferrer" target="_blank">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
