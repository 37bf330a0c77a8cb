import { documentTitle } from '@esthetics/domain';
import { useEffect } from 'react';
import { useSiteData } from '../api/hooks';

/** Sets the document title for a page: "<page> | <business name>", as the server renders it. */
export function PageTitle({ title }: { title: string }) {
  const site = useSiteData();
  useEffect(() => {
    document.title = site ? documentTitle(title, site.name) : title;
  }, [title, site]);
  return null;
}
