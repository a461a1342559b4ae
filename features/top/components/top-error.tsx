import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export interface TopErrorText {
  title: string;
  text: string;
  retry: string;
}

/** The api did not answer: say so, and render the page again on demand (the server asks the api anew). */
export function TopError({ text, retryHref }: { text: TopErrorText; retryHref: string }) {
  return (
    <div role="alert">
      <EmptyState
        title={text.title}
        action={
          <Link href={retryHref} className={buttonClass({ variant: 'primary' })} prefetch={false}>
            {text.retry}
          </Link>
        }
      >
        <p>{text.text}</p>
      </EmptyState>
    </div>
  );
}
