import { useEffect } from 'react';
import { pageTitle } from '../logic/pageTitle';

/** Sets document.title to '{title} - 统一称重计量管控平台'. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
