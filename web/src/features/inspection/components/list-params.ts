import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-keyword';

/**
 * A quality list's filters as the URL keeps them (`keyword`, and `view` where a screen has two
 * lists), replacing the history entry as the board does: a link or a reload opens the same list.
 * The search box's text settles into the URL 300 ms after typing stops; `onSettle` runs then.
 */
export function useListParams<View extends string>(views: readonly View[], onSettle: () => void) {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const asked = params.get('view') as View | null;
  const view: View = asked !== null && views.includes(asked) ? asked : views[0]!;
  const [input, setInput] = useState(keyword);
  const set = useCallback(
    (key: string, value: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (value === '' || (key === 'view' && value === views[0])) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams, views],
  );
  useEffect(() => {
    const next = input.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      set('keyword', next);
      onSettle();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, keyword, set, onSettle]);
  const setView = useCallback(
    (next: View) => {
      set('view', next);
      onSettle();
    },
    [set, onSettle],
  );
  return { keyword, view, setView, search: { input, setInput } };
}
