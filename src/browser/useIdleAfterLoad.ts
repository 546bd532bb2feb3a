import { useEffect, useState } from 'react';
import { whenIdleAfterLoad } from './whenIdleAfterLoad';

/** False until the page has loaded and the main thread is idle (at the latest `timeout` ms after load). */
export function useIdleAfterLoad(timeout: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true), timeout), [timeout]);
  return idle;
}
