import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/content-version';

// The public GETs whose answer changes only when the content does (blog,
// job offers, categories, partners) are answered from memory: each answer is
// serialized once per content version, with its gzip and brotli bodies
// compressed once (best ratio, off the event loop), a strong ETag per body
// and If-None-Match answered 304. server/README.md, "Caching of the public GETs".

export type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Buffer;
  etag: string;
}

/** A body as sent, with its gzip and brotli forms (null under COMPRESS_THRESHOLD). */
export interface EncodedBodies {
  identity: Representation;
  gzip: Representation | null;
  br: Representation | null;
}

interface Entry extends EncodedBodies {
  version: number;
}

/** As the compress plugin (plugins/external/compress.ts): smaller bodies are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** Browsers and proxies may keep an answer a minute; the ETag makes the next check a 304. */
export const CACHED_GET_CACHE_CONTROL = 'public, max-age=60';
const DEFAULT_MAX_ENTRIES = 2_000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const ACCEPTED: Array<Exclude<Encoding, 'identity'>> = ['br', 'gzip'];
const negotiated = new Map<string, Encoding>();

function negotiate(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ACCEPTED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** The body encoding for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    // Browsers send a handful of distinct headers; anything else is not remembered forever.
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/** If-None-Match against the ETag of the representation chosen (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The body, compressed once with the best ratio off the event loop, each form with a strong ETag. */
export async function encodeBodies(json: string | Buffer | ArrayBuffer): Promise<EncodedBodies> {
  const body =
    typeof json === 'string'
      ? Buffer.from(json, 'utf8')
      : Buffer.isBuffer(json)
        ? json
        : Buffer.from(new Uint8Array(json));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const identity = { body, etag: `"${hash}"` };
  if (body.length < COMPRESS_THRESHOLD) return { identity, gzip: null, br: null };
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { identity, gzip: { body: gzipped, etag: `"${hash}-gzip"` }, br: { body: brotli, etag: `"${hash}-br"` } };
}

/** Sends the form of `bodies` the request accepts, with its ETag; 304 when the client has it already. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  bodies: EncodedBodies,
  { type, cacheControl }: { type: string; cacheControl: string },
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const chosen = (encoding === 'identity' ? null : bodies[encoding]) ?? bodies.identity;
  reply.header('vary', 'Accept-Encoding').header('cache-control', cacheControl).header('etag', chosen.etag);
  if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  if (chosen !== bodies.identity) reply.header('content-encoding', encoding);
  return reply.type(type).send(chosen.body);
}

export interface ResponseCache {
  /**
   * Answers `request` from the entry of `key` for the current content version,
   * made once by `load` (concurrent misses share one load). `key` names every
   * input of the answer (route, normalised query, the day for offers). A load
   * that throws (404) is not kept.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply>;
  readonly size: number;
  /** Answers sent from memory, and those that needed a load (or joined one), since start (the metrics). */
  readonly stats: { hits: number; misses: number };
}

export function createResponseCache(content: ContentVersion, maxEntries = DEFAULT_MAX_ENTRIES): ResponseCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  const stats = { hits: 0, misses: 0 };
  content.onChange(() => {
    entries.clear();
    loading.clear();
  });

  async function entryOf(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<Entry> {
    const version = content.current;
    const cached = entries.get(key);
    if (cached?.version === version) {
      stats.hits += 1;
      return cached;
    }
    stats.misses += 1;
    const flightKey = `${version}\n${key}`;
    let pending = loading.get(flightKey);
    if (!pending) {
      pending = (async () => {
        // Serialized as the route's own serializer would (http/zod.ts).
        const entry = { version, ...(await encodeBodies(reply.serialize(await load()))) };
        // A change during the load leaves the entry to its (old) version: never served again.
        if (version === content.current) {
          // Keys are bounded by the content (pages, ids, languages) but a client can name
          // pages past the last: past the bound, start again rather than grow.
          if (entries.size >= maxEntries) entries.clear();
          entries.set(key, entry);
        }
        return entry;
      })().finally(() => loading.delete(flightKey));
      loading.set(flightKey, pending);
    }
    return pending;
  }

  return {
    async send(request, reply, key, load) {
      const entry = await entryOf(reply, key, load);
      return sendEncoded(request, reply, entry, {
        type: 'application/json; charset=utf-8',
        cacheControl: CACHED_GET_CACHE_CONTROL,
      });
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}
