/** Starts the built site on 127.0.0.1:port (site-server.mjs); `stop()` kills it and removes its data. */
export function startSite(port: number, options?: { env?: Record<string, string> }): Promise<{ stop: () => void }>;
