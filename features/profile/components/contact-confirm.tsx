'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { controlClass, InputShell } from '@/components/input-shell';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { actionsClass, formClass } from '@/components/ui/form-layout';
import type { User } from '@/lib/session/user-schema';
import type { Channel, ContactConfirmFormProps, FormStart } from './contact-confirm-form';
import styles from './profile.module.css';

const loadForm = () => import('./contact-confirm-form');

/**
 * One contact's confirmation: "confirmed", or the form that sends and checks a code. The form's code (react-hook-form,
 * zod, the api client) loads only when the player turns to it: the page shows its first step, drawn the same, and a
 * pointer over it or a focus starts the load; the loaded form takes over what was typed and the focus, and a press
 * of Send made before it arrived is carried out by it.
 */
export function ContactConfirm({ channel, user }: { channel: Channel; user: User }) {
  const t = useTranslations('profile.verify');
  const [justConfirmed, setJustConfirmed] = useState(false);
  const [start, setStart] = useState<Omit<FormStart, 'address'> | null>(null);
  const [address, setAddress] = useState('');
  const [Form, setForm] = useState<ComponentType<ContactConfirmFormProps> | null>(null);
  const confirmed = channel === 'email' ? user.is_email_verified : user.is_phone_verified;
  const own = channel === 'email' ? user.email : user.phone;
  const label = t(channel);
  if (confirmed) {
    return (
      <p className={styles.confirmed} role={justConfirmed ? 'status' : undefined}>
        <strong>{label}</strong>: {justConfirmed ? t('justConfirmed') : t('confirmed')}
      </p>
    );
  }
  if (Form && start) return <Form channel={channel} user={user} start={{ ...start, address }} onConfirmed={() => setJustConfirmed(true)} />;
  const begin = (next: Omit<FormStart, 'address'>) => {
    setStart((current) => (current?.send ? current : next));
    if (!Form) void loadForm().then((module) => setForm(() => module.ContactConfirmForm));
  };
  return (
    <ContactStarter
      channel={channel}
      label={label}
      withAddress={!own}
      address={address}
      onAddress={setAddress}
      busy={start?.send ?? false}
      onStart={begin}
    />
  );
}

/**
 * The form's first step before its code has loaded: the title line, the address field when the account has none,
 * and Send. Focusing the field hands over to the loaded form (with what was typed); Send hands over and sends.
 */
function ContactStarter({
  channel,
  label,
  withAddress,
  address,
  onAddress,
  busy,
  onStart,
}: {
  channel: Channel;
  label: string;
  withAddress: boolean;
  address: string;
  onAddress: (address: string) => void;
  busy: boolean;
  onStart: (start: Omit<FormStart, 'address'>) => void;
}) {
  const t = useTranslations('profile.verify');
  const id = useId();
  const preload = () => void loadForm();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({ send: true, focus: 'submit' });
  };
  return (
    <form
      className={formClass}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      <p id={`${id}-title`}>
        <strong>{label}</strong>: {t('notConfirmed')}
      </p>
      {withAddress && (
        <InputShell id={`${id}-address`} label={t(channel === 'email' ? 'addressEmail' : 'addressPhone')}>
          {(describedBy) => (
            <input
              className={controlClass}
              id={`${id}-address`}
              type={channel === 'email' ? 'email' : 'tel'}
              autoComplete={channel === 'email' ? 'email' : 'tel'}
              aria-describedby={describedBy}
              value={address}
              onChange={(event) => onAddress(event.target.value)}
              onFocus={() => onStart({ send: false, focus: 'address' })}
            />
          )}
        </InputShell>
      )}
      <div className={actionsClass}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('sendCode')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The form's outline before the account has loaded: the title line, the address field when the account has none,
 * and the button, each the height of the real one.
 */
export function ContactConfirmFrame({ withAddress }: { withAddress: boolean }) {
  return (
    <div className={formClass} aria-hidden="true">
      <p>
        <Skeleton width="12em" height="1.5em" />
      </p>
      {withAddress && (
        <div className={styles.fieldFrame}>
          <Skeleton width="9em" height="calc(var(--text-sm) * 1.5)" />
          <Skeleton height="44px" radius="sm" />
        </div>
      )}
      <div className={actionsClass}>
        <Skeleton width="8.5em" height="44px" radius="md" />
      </div>
    </div>
  );
}
