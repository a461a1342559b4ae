import { useTranslations } from 'next-intl';
import { NavSections } from './nav-sections';
import styles from './side-nav.module.css';

/** The desktop navigation (from 1024 px): a sticky column of every category, game and section. */
export function SideNav() {
  const t = useTranslations('nav');
  return (
    <nav aria-label={t('label')} className={styles.sideNav}>
      <NavSections />
    </nav>
  );
}
