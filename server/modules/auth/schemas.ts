import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { E164_PATTERN } from '@/lib/phone';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'invalid_email: The email is not valid.' }).max(254, 'invalid_email: The email is too long.'));

/** E.164; spaces, dashes and parentheses of a masked input are dropped first. */
export const phoneField = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(E164_PATTERN, 'invalid_phone: The phone number must be in international format, e.g. +77012345678.'));

export const newPasswordField = z
  .string()
  .min(8, 'password_length: The password must be 8 to 128 characters.')
  .max(128, 'password_length: The password must be 8 to 128 characters.');

/** A password being checked (or to be checked in the service): any length up to a sane bound. */
export const passwordInputField = z.string().max(1024);

export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'invalid_code: The code is 6 digits.');

export const tokenField = z.string().trim().min(16).max(512);

const attributionValue = z
  .union([z.string().max(200), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

export const captchaFields = {
  'h-captcha-response': z.string().max(8192).optional(),
  'g-recaptcha-response': z.string().max(8192).optional(),
};

export const registrationExtras = {
  currency: z.enum(CURRENCIES).default('RUB'),
  partner: attributionValue,
  adplace: attributionValue,
  stag: attributionValue,
  promo: attributionValue,
  fingerprint: attributionValue,
  ...captchaFields,
};

export const successSchema = z.object({ success: z.literal(true) });
export const loginReplySchema = z.object({ success: z.literal(true), token: z.string(), sso: z.string().nullable() });
export const smsTypeQuery = z.object({ type: z.enum(['sms']).optional() });
