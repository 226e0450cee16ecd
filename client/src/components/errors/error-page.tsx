import { MessagePage } from '@/components/ui/message-page.tsx';
import { NotFound } from './not-found.tsx';

interface ErrorPageProps {
  /** The error text to show; without it the page is the not-found page. */
  error?: string | null;
  /**
   * Where the text splits into heading and body (SPEC.md §8): 36 on the course pages,
   * 60 for orders and classes. The body ends at character 200.
   */
  splitAt: number;
}

const BODY_END = 200;

/**
 * The page shown when a list failed to load with nothing to show (SPEC.md §8). The error
 * text is split into a heading and a body; there is no Go Home link when an error is given.
 */
export function ErrorPage({ error, splitAt }: ErrorPageProps) {
  if (!error) return <NotFound />;
  return (
    <MessagePage
      alert
      heading={error.slice(0, splitAt).trim()}
      body={error.slice(splitAt, BODY_END).trim()}
    />
  );
}
