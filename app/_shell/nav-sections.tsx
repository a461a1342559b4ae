import { useTranslations } from 'next-intl';
import { CATEGORY_NAV, IN_HOUSE_NAV, SECTION_NAV, type NavItem } from './nav-links';
import { NavList } from './nav-list';
import styles from './nav-sections.module.css';

/** Every destination of the site in three groups: game categories, the in-house games, the other sections. */
export function NavSections() {
  const t = useTranslations('nav');
  const entries = (items: readonly NavItem[], prefix = '') => items.map((item) => ({ ...item, label: t(`${prefix}${item.key}`) }));
  const groups = [
    { title: t('categories'), items: entries(CATEGORY_NAV) },
    { title: t('inHouse'), items: entries(IN_HOUSE_NAV, 'games.'), listClass: `${styles.list} ${styles.twoColumns}` },
    { title: t('sections'), items: entries(SECTION_NAV) },
  ];
  return groups.map((group) => (
    <section key={group.title} className={styles.group}>
      <h2 className={styles.heading}>{group.title}</h2>
      <NavList items={group.items} className={group.listClass ?? styles.list} linkClassName={styles.link} />
    </section>
  ));
}
