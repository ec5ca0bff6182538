// A seconds countdown (the resend timer of password recovery).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    // One reading of the clock for both: two could differ by a millisecond and show 61 s.
    const started = Date.now();
    setNow(started);
    setEndsAt(started + seconds * 1000);
  }, []);
  return [Math.max(0, Math.ceil((endsAt - now) / 1000)), start];
}
