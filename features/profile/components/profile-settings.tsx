'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isLocaleTag, LOCALE_CODES, LOCALES, localeCodeOf, localeTagOf, resolveUserLocale, type LocaleCode } from '@/lib/locales';
import type { User } from '@/lib/session/user-schema';
import { useUpdateSettings } from '@/lib/session/update-settings';
import { errorCodeOf, readApiFailure } from '@/lib/api/validation-errors';
import { nicknameShapeRefusal, normalizeNickname } from '@/lib/nickname';
import { AccountGate } from '@/components/account-gate';
import { controlClass, InputShell } from '@/components/input-shell';
import { Switch } from '@/components/ui/switch';
import { Button } from '@/components/ui/button';
import { actionsClass, formClass } from '@/components/ui/form-layout';
import { cardClass } from '@/components/ui/card';
import { noticeClass } from '@/components/ui/notice';
import styles from './profile.module.css';

/** A failed save shows a notice titled with the translated error code (spec section 8). */
export function ProfileSettings({ guest, timeZones }: { guest: ReactNode; timeZones: readonly string[] }) {
  return <AccountGate guest={guest}>{(user) => <SettingsForm user={user} timeZones={timeZones} />}</AccountGate>;
}

interface Values {
  name: string;
  locale: LocaleCode;
  timezone: string;
  is_avatar_hidden: boolean;
  is_statistics_hidden: boolean;
}

function SettingsForm({ user, timeZones }: { user: User; timeZones: readonly string[] }) {
  const t = useTranslations('profile');
  const auth = useTranslations('auth');
  const errors = useTranslations('error');
  const format = useFormatter();
  const id = useId();
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const update = useUpdateSettings();
  const [result, setResult] = useState<{ ok: true } | { ok: false; title: string } | null>(null);
  const interfaceLocale = isLocaleTag(locale) ? localeCodeOf(locale) : 'en';
  const zones = user.timezone && !timeZones.includes(user.timezone) ? [user.timezone, ...timeZones] : timeZones;
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<Values>({
    defaultValues: {
      name: user.name ?? '',
      locale: user.locale ? resolveUserLocale(user.locale) : interfaceLocale,
      timezone: user.timezone ?? zones[0],
      is_avatar_hidden: Boolean(user.is_avatar_hidden),
      is_statistics_hidden: Boolean(user.is_statistics_hidden),
    },
  });
  const busy = formState.isSubmitting;
  const translateCode = (message: string) => {
    const code = errorCodeOf(message);
    return /^[a-z][a-z0-9_]*$/.test(code) && errors.has(code) ? errors(code) : message;
  };
  // The nickname waits 30 days after a pick (the api sends the date only while it waits): until then it is read-only.
  const lockedUntil = user.name_changeable_at ? new Date(user.name_changeable_at) : null;
  const nameLocked = lockedUntil !== null;
  const nameHint = [
    t('setting.nicknameRules'),
    lockedUntil ? t('setting.nicknameNextChange', { date: format.dateTime(lockedUntil, { dateStyle: 'long' }) }) : null,
    user.is_name_chosen === false ? t('setting.nicknameGenerated') : null,
  ]
    .filter(Boolean)
    .join(' ');
  const nameError = formState.errors.name?.message;

  const onSubmit = handleSubmit(async ({ name: typed, ...values }) => {
    setResult(null);
    clearErrors('name');
    const name = normalizeNickname(typed);
    const nameChanged = name !== (user.name ?? '');
    const refusal = nameChanged ? nicknameShapeRefusal(name) : null;
    if (refusal) {
      setError('name', { message: errors(refusal) }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await update.mutateAsync(nameChanged ? { ...values, name } : values);
      setResult({ ok: true });
      const next = resolveUserLocale(saved.locale ?? values.locale);
      if (next !== interfaceLocale) router.replace(pathname, { locale: localeTagOf(next) });
    } catch (failure) {
      const { message, errors: map } = readApiFailure(failure);
      const first = map
        ? Object.values(map)
            .flat()
            .find((item): item is string => typeof item === 'string')
        : undefined;
      const shown = first ?? message;
      const title = shown ? translateCode(shown) : auth('genericError');
      const refused = map?.name;
      const nameMessage = typeof refused === 'string' ? refused : refused?.[0];
      if (typeof nameMessage === 'string') setError('name', { message: translateCode(nameMessage) }, { shouldFocus: true });
      setResult({ ok: false, title });
    }
  });

  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('setting.title')}</h2>
      <div className={cardClass}>
        <form className={formClass} onSubmit={onSubmit} aria-busy={busy}>
          {result?.ok === false && (
            <div className={noticeClass('error')} role="alert">
              <p>
                <strong>{result.title}</strong>
              </p>
              <p>{t('settingsFailed')}</p>
            </div>
          )}
          {result?.ok && (
            <p className={noticeClass('success')} role="status">
              {t('settingsSaved')}
            </p>
          )}
          <div className={styles.settingsGroups}>
            <fieldset className={styles.settingsGroup}>
              <legend>{t('setting.publicName')}</legend>
              <InputShell id={`${id}-name`} label={t('setting.nickname')} hint={nameHint} error={nameError}>
                {(describedBy) => (
                  <input
                    className={controlClass}
                    id={`${id}-name`}
                    type="text"
                    autoComplete="nickname"
                    autoCapitalize="off"
                    spellCheck={false}
                    readOnly={nameLocked}
                    aria-describedby={describedBy}
                    aria-invalid={nameError ? true : undefined}
                    {...register('name')}
                  />
                )}
              </InputShell>
            </fieldset>
            <fieldset className={styles.settingsGroup}>
              <legend>{t('setting.general')}</legend>
              <InputShell id={`${id}-locale`} label={t('setting.locale')}>
                {() => (
                  <select className={controlClass} id={`${id}-locale`} {...register('locale')}>
                    {LOCALE_CODES.map((code) => (
                      <option key={code} value={code} lang={LOCALES[code].tag}>
                        {LOCALES[code].label}
                      </option>
                    ))}
                  </select>
                )}
              </InputShell>
              <InputShell id={`${id}-timezone`} label={t('setting.timezone')}>
                {() => (
                  <select id={`${id}-timezone`} className={controlClass} {...register('timezone')}>
                    {zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </select>
                )}
              </InputShell>
            </fieldset>
            <fieldset className={styles.settingsGroup}>
              <legend>{t('setting.privacy')}</legend>
              <Switch label={t('setting.hideAvatar')} {...register('is_avatar_hidden')} />
              <Switch label={t('setting.hideStatistics')} {...register('is_statistics_hidden')} />
            </fieldset>
          </div>
          <div className={actionsClass}>
            <Button type="submit" variant="primary" loading={busy}>
              {busy ? auth('busy') : t('setting.submit')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
