/**
 * Dates for the interface. Kazakh is formatted here, not by Intl: Chromium ships ICU without kk month names
 * ("2026 M11 22"), while Node has them, so Intl would also give the server and the browser different text.
 * The pattern follows CLDR's kk: "2026 ж. 22 қар., 14:05" (medium), "2026 ж. 22 қараша" (long).
 */
export interface DateFormatOptions {
  locale: string;
  dateStyle?: 'medium' | 'long';
  timeStyle?: 'short' | 'medium';
  /** IANA zone; none is the runtime's own. */
  timeZone?: string;
}

const KK_MONTHS_LONG = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const KK_MONTHS_SHORT = ['қаң.', 'ақп.', 'нау.', 'сәу.', 'мам.', 'мау.', 'шіл.', 'там.', 'қыр.', 'қаз.', 'қар.', 'жел.'];

export function formatDateTime(date: Date, { locale, dateStyle, timeStyle, timeZone }: DateFormatOptions): string {
  if (!isKazakh(locale)) return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone }).format(date);
  const part = numericParts(date, timeZone);
  const months = dateStyle === 'long' ? KK_MONTHS_LONG : KK_MONTHS_SHORT;
  const datePart = dateStyle ? `${part.year} ж. ${part.day} ${months[part.month - 1]}` : '';
  const clock = `${pad(part.hour)}:${pad(part.minute)}`;
  const timePart = timeStyle === 'medium' ? `${clock}:${pad(part.second)}` : timeStyle ? clock : '';
  return [datePart, timePart].filter(Boolean).join(', ');
}

function isKazakh(locale: string): boolean {
  return /^kk(-|$)/i.test(locale);
}

/** Calendar fields in the zone, from en-US's numeric data, which every ICU build has. */
function numericParts(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
