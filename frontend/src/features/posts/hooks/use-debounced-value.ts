import { useEffect, useState } from 'react';

/** The voice check runs once typing pauses this long. */
export const VOICE_CHECK_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delay` ms (the first value at once). */
export function useDebouncedValue<T>(value: T, delay = VOICE_CHECK_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
