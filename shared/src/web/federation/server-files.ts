import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * How a server rendering pages answers some of the federation runtime's
 * requests itself: the server containers of the remotes it hosts are files on
 * its disk, read without a request to itself. The host's page renderer sets it
 * (shell/src/server/render-page.tsx); a URL it does not know (a remote
 * deployed elsewhere) is fetched as usual.
 */
export type ServerFileReader = (url: string) => Promise<string | null> | null;

const READER_KEY = '__FREIGHT_SERVER_FILES__';

export function setServerFileReader(reader: ServerFileReader | null): void {
  (globalThis as Record<string, unknown>)[READER_KEY] = reader ?? undefined;
}

function reader(): ServerFileReader | undefined {
  return (globalThis as Record<string, unknown>)[READER_KEY] as ServerFileReader | undefined;
}

/**
 * Runtime plugin of every server build (rspack/server-config.ts): the
 * host's runtime loads remote entries through it, and each remote's runtime
 * its own chunks (each container runs its own federation runtime in Node).
 */
/** Runs a CommonJS server container's text as Node would run its file, and gives its exports. */
async function runCommonJs(text: string, url: string): Promise<unknown> {
  const [{ Script }, { createRequire }] = await Promise.all([import('node:vm'), import('node:module')]);
  const module = { exports: {} as unknown };
  const fn = new Script(`(function (exports, module, require, __dirname, __filename) {${text}\n})`, {
    filename: url,
  }).runInThisContext() as (...args: unknown[]) => void;
  fn(module.exports, module, createRequire(`${process.cwd()}/`), '/', url);
  return module.exports;
}

export default function serverFiles(): ModuleFederationRuntimePlugin {
  return {
    name: 'freight-server-files',
    // A remote entry: the runtime's own Node loader fetches it over the network.
    async loadEntry({ remoteInfo }) {
      const read = reader()?.(remoteInfo.entry);
      if (!read) return undefined;
      const text = await read;
      if (text === null) throw new Error(`${remoteInfo.name}: no server container at ${remoteInfo.entry}`);
      const exported = (await runCommonJs(text, remoteInfo.entry)) as Record<string, unknown>;
      return (exported[remoteInfo.entryGlobalName] ?? exported) as never;
    },
    // A remote's chunk (@module-federation/node's loader asks this hook first).
    fetch(url: string) {
      const read = reader()?.(url);
      if (!read) return undefined;
      return read.then((text) =>
        text === null
          ? new Response('not found', { status: 404 })
          : new Response(text, { headers: { 'content-type': 'text/javascript' } }),
      );
    },
  };
}
