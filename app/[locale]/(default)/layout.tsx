import { setRequestLocale } from 'next-intl/server';
import { DefaultShell } from '../../_shell/default-shell';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale);
  return <DefaultShell>{children}</DefaultShell>;
}
