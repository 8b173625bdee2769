import { useEffect, useState } from 'react';

/** Spec section 9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text box and the value a list filters by: the trimmed text once it has stayed the same for
 * 300 ms. `onSettle` runs in the same update (back to page 1), so the list asks once for the new
 * value, not first for the old page.
 */
export function useDebouncedText(onSettle: () => void): {
  input: string;
  setInput: (text: string) => void;
  value: string;
} {
  const [input, setInput] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    const next = input.trim();
    if (next === value) return;
    const timer = setTimeout(() => {
      setValue(next);
      onSettle();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, value, onSettle]);
  return { input, setInput, value };
}
