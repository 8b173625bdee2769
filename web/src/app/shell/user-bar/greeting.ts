export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Spec section 1: "Morning is before 8 (and up to 11), noon is up to 13, afternoon is before 18".
 * Before 11 is morning (the small hours too), from 11 noon, from 13 afternoon, from 18 evening.
 */
export function greetingOf(hour: number): Greeting {
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
