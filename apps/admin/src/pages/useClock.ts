import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

/** The current time, updated every second. */
export function useClock(): Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const id = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}
