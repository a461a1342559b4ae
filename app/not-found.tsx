import Link from 'next/link';
import { CurrentPath } from '@/components/current-path';
import { PathMessage } from '@/components/path-message';
import { DEFAULT_LOCALE_TAG } from '@/lib/locales';
import en from '@/messages/en.json';
import { buttonClass } from '@/components/ui/button';
import { CompassIcon } from './_info/info-icons';
import { fontVariablesClass } from './_shell/fonts';
import styles from './_info/info.module.css';
import '@fontsource-variable/inter/wght.css';
import './globals.css';

/**
 * The last-resort 404 for what the proxy's route table does not see (paths with a file extension).
 * Product paths get their localized 404 from app/[locale]/(default)/page-not-found. This one must stay
 * static and must not touch next-intl's request locale: Next renders it into every page's tree, so a
 * request-time read would make every page dynamic and a setRequestLocale would change every page's language.
 */
export default function NotFound() {
  return (
    <html lang={DEFAULT_LOCALE_TAG} className={fontVariablesClass}>
      <body>
        <main className={styles.standalone}>
          <div className={styles.message}>
            <title>{en.notFound.pageTitle}</title>
            <span className={styles.messageMark}>
              <CompassIcon />
            </span>
            <h1>
              <PathMessage template={en.notFound.title} path={<CurrentPath />} />
            </h1>
            <p className={styles.messageLead}>{en.notFound.text}</p>
            <Link className={buttonClass({ variant: 'primary', size: 'lg' })} href="/" prefetch={false}>
              {en.notFound.home}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
