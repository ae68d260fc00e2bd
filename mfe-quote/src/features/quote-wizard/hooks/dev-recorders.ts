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

type Inspectors = { quote?: (event: InspectionEvent) => void; otherQuote?: (event: InspectionEvent) => void };

function startRecorders(): Inspectors {
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

function start(): Inspectors {
  // Production builds carry no recorder (nor its zod): the bundler drops this branch, then the
  // recorder module, which has no side effects (the package's `sideEffects`).
  if (process.env.NODE_ENV !== 'production' && typeof window !== 'undefined') return startRecorders();
  return {};
}

/** The inspectors the wizards' actors report to, in development. */
export const devInspectors = start();
