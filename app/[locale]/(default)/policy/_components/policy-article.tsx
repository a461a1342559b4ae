import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatDateTime } from '@/lib/format-date';
import { cardClass } from '@/components/ui/card';
import styles from '@/app/_info/info.module.css';
import type { PolicyDocument } from '../_content/types';
import policyStyles from './policy-article.module.css';

export const POLICIES = [
  { key: 'kyc', href: '/policy/en/kyc' },
  { key: 'userAgreementEn', href: '/policy/en/user-agreement' },
  { key: 'userAgreementRu', href: '/policy/ru/user-agreement' },
  { key: 'confidentialityRu', href: '/policy/ru/confidential' },
] as const;

export type PolicyKey = (typeof POLICIES)[number]['key'];

/** A policy page: translated chrome around a body kept in the document's own language. */
export async function PolicyArticle({ policy, document }: { policy: PolicyKey; document: PolicyDocument }) {
  const t = await getTranslations('policy');
  const updated = formatDateTime(new Date(`${document.updated}T00:00:00Z`), {
    locale: await getLocale(),
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={policyStyles.top}>
        <nav aria-label={t('breadcrumb')} className={policyStyles.breadcrumb}>
          <ol>
            <li>
              <Link href="/">{t('home')}</Link>
            </li>
            <li>{t('legal')}</li>
            <li aria-current="page">{t(`names.${policy}`)}</li>
          </ol>
        </nav>
        <p className={policyStyles.meta}>
          {t('updated', { date: updated })} · {t(`language.${document.lang}`)}
        </p>
      </div>
      <article lang={document.lang} className={`${styles.prose} ${policyStyles.article}`}>
        <h1>{document.title}</h1>
        <p className={policyStyles.lead}>{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      <aside className={styles.section} aria-labelledby="other-policies">
        <h2 id="other-policies">{t('otherTitle')}</h2>
        <ul className={styles.grid} role="list">
          {POLICIES.filter((item) => item.key !== policy).map((item) => (
            <li key={item.key}>
              <Link className={`${cardClass} ${styles.cardLink}`} href={item.href}>
                {t(`names.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
