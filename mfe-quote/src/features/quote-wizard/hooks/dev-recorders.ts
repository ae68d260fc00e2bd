import type { InspectionEvent } from 'xstate';
import { createEventRecorder, type EventRecorder } from '../machines/recorder';

interface RecorderHandle {
  download: (name?: string) => void;
  reset: () => void;
}

declare global {
  interface Window {
    /** Development only: QA records the quote wizard (README, "QA: recording and replaying"). */
    __quoteRecorder?: RecorderHandle;
    __otherQuoteRecorder?: RecorderHandle;
  }
}

function handle(recorder: EventRecorder): RecorderHandle {
  return { download: (name) => recorder.downloadEventLog(name), reset: () => recorder.reset() };
}

function start(): { quote?: (event: InspectionEvent) => void; otherQuote?: (event: InspectionEvent) => void } {
  // Production builds carry no recorder: the bundler removes this branch.
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return {};
  let storage: Storage | undefined;
  try {
    storage = sessionStorage;
  } catch {
    storage = undefined;
  }
  const quote = createEventRecorder('quote', { storage });
  const otherQuote = createEventRecorder('other-quote', { storage });
  window.__quoteRecorder = handle(quote);
  window.__otherQuoteRecorder = handle(otherQuote);
  return { quote: quote.inspect, otherQuote: otherQuote.inspect };
}

/** The inspectors the wizards' actors report to, in development. */
export const devInspectors = start();
