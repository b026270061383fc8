import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives in the URL: what is typed shows at once, and goes to
 * `onSearchChange` (so to the URL, and to the API) once typing pauses for 300 ms. A search changed in
 * the URL on its own (Back, a link) replaces what was typed.
 */
export function useDebouncedSearch(search: string, onSearchChange: (search: string) => void) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);

  // The URL changed on its own (Back, a link): show its search.
  if (search !== shown) {
    setShown(search);
    setDraft(search);
  }

  // A pending search must not override a navigation already under way (a click on a row while the
  // next page's code loads): it waits, and is dropped when the page goes away.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (draft === search || navigating) return;
    const timer = setTimeout(() => onSearchChange(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearchChange, navigating]);

  return [draft, setDraft] as const;
}
