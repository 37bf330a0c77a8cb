import { useEffect } from 'react';
import { useSiteData } from '../api/hooks';

/** Sets the document title for a page: "<page> | <business name>". */
export function PageTitle({ title }: { title: string }) {
  const site = useSiteData();
  useEffect(() => {
    document.title = site ? `${title} | ${site.name}` : title;
  }, [title, site]);
  return null;
}
