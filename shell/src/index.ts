// The async boundary lets the federation runtime negotiate shared modules before React runs.
// It is taken in a task of its own: the page is painted from the server's HTML already, and the
// entry's own task (the federation runtime's set-up) stays short (bootstrap.tsx,
// docs/decisions/016-first-load-scripts.md, "Hydration in short tasks").
setTimeout(() => void import('./bootstrap'), 0);
