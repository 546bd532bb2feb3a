import { useEffect, useState } from 'react';

/**
 * The window property a browser test sets (to an error message) to make page content throw. The
 * production site never sets it, so for readers this component renders nothing and does nothing.
 */
export const CRASH_TEST_FLAG = '__docsCrashTest';

declare global {
  interface Window {
    [CRASH_TEST_FLAG]?: string;
  }
}

/**
 * Lets the tests prove the crash page honestly: when the flag is set, the content throws during a
 * real render (after hydration, like a bug in a page would), the layout's error boundary shows
 * 'This page crashed.', and 'Try again' renders the content again once the flag is gone.
 */
export default function CrashTestProbe(): null {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    setMessage(window[CRASH_TEST_FLAG]);
  }, []);
  if (message) throw new Error(message);
  return null;
}
