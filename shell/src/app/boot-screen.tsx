/** Shown for the instant before the translations arrive; no text to translate yet. */
export function BootScreen() {
  return <div className="boot-screen" role="status" aria-busy="true" aria-label="…" />;
}
