import { useEffect, useState } from 'react';

/** How often the calendar's current-time indicator moves (platform §9). */
export const NOW_REFRESH_MS = 60_000;

/** The current time, renewed every minute: the calendar re-renders and its current-time line stays true. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
