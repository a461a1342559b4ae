import { NotFoundContent } from '../../../_shell/not-found-content';
import { notFoundMetadata } from './not-found-metadata';

/**
 * Next takes a 404 response's metadata from the layouts and the nearest not-found file, never from the page.
 * The proxy rewrites unknown paths to this segment with status 404, so without this file the 404 page had the
 * layout's default title (the home page's). The component itself shows only if the page calls notFound().
 */
export const generateMetadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundContent path="" />;
}
