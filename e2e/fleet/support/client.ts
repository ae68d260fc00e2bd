import http from 'node:http';

// A visitor's client for the fleet test: HTTP/1.1 from a loopback address of its own (127.0.0.0/8 is
// all loopback on Linux), so each visitor is a different address behind HAProxy, as on the Internet.

export interface Answer {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

export interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The source address (127.x.y.z). */
  from?: string;
}

/** One request; rejects on a connection error (refused, reset, no answer). */
export function send({ method, url, headers = {}, body, from }: Sent, timeoutMs = 30_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

export interface Outcome {
  answer: Answer;
  /** Attempts made: 1 when the first answered. */
  attempts: number;
  /** What the failed attempts met: a status or an error message. */
  failures: string[];
}

/**
 * Sends until an answer that is neither a 5xx nor a connection error, at most `maxAttempts`, with the
 * same request (so the same Idempotency-Key) each time: what the site's forms do on their Retry.
 */
export async function sendWithRetry(sent: Sent, { maxAttempts = 40, pauseMs = 250 } = {}): Promise<Outcome> {
  const failures: string[] = [];
  for (let attempt = 1; ; attempt++) {
    // A 503's Retry-After is honoured (each attempt counts against the address's form limit).
    let pause = pauseMs;
    try {
      const answer = await send(sent);
      if (answer.status < 500 || attempt >= maxAttempts) return { answer, attempts: attempt, failures };
      failures.push(String(answer.status));
      const retryAfter = Number(answer.headers['retry-after']);
      if (retryAfter > 0) pause = retryAfter * 1000;
    } catch (error) {
      if (attempt >= maxAttempts) throw error;
      failures.push((error as Error).message);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The address of visitor `n` (1 … 16 million), never 127.0.0.1 (HAProxy's own side). */
export function visitorAddress(n: number): string {
  const value = n + 256;
  return `127.${(value >> 16) & 255}.${(value >> 8) & 255}.${value & 255 || 1}`;
}

export const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8'));
