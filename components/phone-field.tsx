'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  defaultPhoneCountry,
  detectPhoneCountry,
  isPhoneCountry,
  PHONE_COUNTRIES,
  phoneCountryInfo,
  typePhone,
  type PhoneCountry,
} from '@/lib/phone';
import { useVisitorPlace } from './use-visitor-place';
import { controlClass, InputShell } from './input-shell';
import styles from './phone-field.module.css';

type DescribeWithNotice = (describedBy: string | undefined) => string | undefined;

/** The caret after the same count of digits as before the edit (the mask inserts literals around them). */
function caretAfterDigits(value: string, digitCount: number): number {
  if (digitCount <= 0) return value.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (/\d/.test(value[index]) && ++seen === digitCount) return index + 1;
  }
  return value.length;
}

const digitCount = (text: string) => text.replace(/\D/g, '').length;

interface PhoneInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid: boolean;
}

/**
 * A country choice (ISO code and dial code; flag emoji render as boxes on Windows and Linux) and the number in that country's mask. Typing or pasting a number in
 * international form picks its country. The country starts as the visitor's (region, geo country, /kz).
 */
function PhoneInputGroup({ id, value, onChange, onBlur, describedBy, invalid }: PhoneInputProps) {
  const t = useTranslations('auth');
  const place = useVisitorPlace();
  // A prefilled number keeps its own country; an empty field starts from the visitor's.
  const [chosen, setChosen] = useState<PhoneCountry | null>(() => detectPhoneCountry(value));
  const country = chosen ?? defaultPhoneCountry(place);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !inputRef.current || document.activeElement !== inputRef.current) return;
    inputRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const edit = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const before = digitCount(raw.slice(0, event.target.selectionStart ?? raw.length));
    const next = typePhone(country, raw);
    // The output may carry the dial code the typed digits did not: the caret moves past it too.
    const added = Math.max(0, digitCount(next.value) - digitCount(raw));
    caret.current = event.target.selectionStart === raw.length ? next.value.length : caretAfterDigits(next.value, before + added);
    setChosen(next.country);
    onChange(next.value);
  };

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = event.target.value;
    if (!isPhoneCountry(picked)) return;
    setChosen(picked);
    // The national digits typed so far move to the new country's mask.
    const digits = value.replace(/\D/g, '');
    const dial = phoneCountryInfo(country).dialCode.slice(1);
    const national = digits.startsWith(dial) ? digits.slice(dial.length) : '';
    onChange(national ? typePhone(picked, national).value : '');
  };

  return (
    <div className={styles.row}>
      <select className={`${controlClass} ${styles.country}`} aria-label={t('phoneCountry')} value={country} onChange={choose}>
        {PHONE_COUNTRIES.map((entry) => (
          <option key={entry.country} value={entry.country}>
            {`${entry.country} ${entry.dialCode}`}
          </option>
        ))}
      </select>
      <input
        ref={inputRef}
        className={`${controlClass} ${styles.number}`}
        id={id}
        value={value}
        onChange={edit}
        onBlur={onBlur}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phoneCountryInfo(country).mask.replace(/#/g, '_')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}

/** The phone field of a form: the country choice and the masked number; the form holds the masked text. */
export function PhoneField<T extends FieldValues>({
  id,
  label,
  error,
  hint,
  withNotice,
  control,
  name,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  withNotice: DescribeWithNotice;
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <InputShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PhoneInputGroup
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              describedBy={withNotice(describedBy)}
              invalid={Boolean(error)}
            />
          )}
        />
      )}
    </InputShell>
  );
}
