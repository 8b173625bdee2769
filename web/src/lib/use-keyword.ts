import { useEffect, useState } from 'react';

/** Spec section 9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text and the keyword a list searches for: the trimmed text once it has stayed
 * the same for 300 ms. `onSettle` runs in the same update (e.g. back to page 1), so the list asks
 * once for the new keyword, not first for the old page.
 */
export function useKeyword(onSettle: () => void): {
  input: string;
  setInput: (text: string) => void;
  keyword: string;
} {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const next = input.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(next);
      onSettle();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, keyword, onSettle]);
  return { input, setInput, keyword };
}
