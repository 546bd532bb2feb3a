import { useSyncExternalStore } from 'react';

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
  // The server's snapshot is always empty, so hydration matches the HTML; React then renders again
  // with the browser's, which is when a set flag throws.
  const message = useSyncExternalStore(noSubscription, readFlag, noFlag);
  if (message) throw new Error(message);
  return null;
}

/** The flag is read on each render (Try again renders anew); nothing announces a change to it. */
const noSubscription = () => () => undefined;
const readFlag = () => window[CRASH_TEST_FLAG];
const noFlag = () => undefined;
