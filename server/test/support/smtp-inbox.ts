import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for the outbox tests, keeping what it
// receives, with just enough MIME decoding to read what nodemailer writes
// (a text part, quoted-printable or base64, encoded-word headers, and
// multipart/mixed with attachments).

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
}

/** A port nothing listens on (for a refused connection), free to listen on later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, whitespace between two words dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** A header parameter: `name="x"`, or RFC 2231 `name*=utf-8''x` / `name*0*=…; name*1*=…` as nodemailer writes long or non-ASCII names. */
function headerParam(header: string, name: string): string | undefined {
  const quoted =
    new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header) ?? new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  if (quoted?.[1] !== undefined) return decodeWords(quoted[1]);
  const pieces = [...header.matchAll(new RegExp(`;\\s*${name}\\*(\\d*)\\*?="?([^";]*)"?`, 'gi'))]
    .sort((a, b) => Number(a[1] || 0) - Number(b[1] || 0))
    .map((match) => match[2] ?? '');
  if (pieces.length === 0) return undefined;
  return decodeURIComponent(pieces.join('').replace(/^[\w-]*'[\w-]*'/, ''));
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(body, 'utf8');
}

type ParsedPart = Pick<ReceivedMail, 'headers' | 'text' | 'attachments'>;

function parsePart(raw: string): ParsedPart {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = headerParam(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parsePart(section.replace(/^\r\n/, '')));
    return {
      headers,
      text: parts.find((part) => part.text !== '')?.text ?? '',
      attachments: parts.flatMap((part) => part.attachments),
    };
  }
  const content = decodeBody(body, headers['content-transfer-encoding']?.toLowerCase());
  const disposition = headers['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = headerParam(disposition, 'filename') ?? headerParam(contentType, 'name') ?? '';
    // MIME ends the part's body with the CRLF before the next boundary.
    return { headers, text: '', attachments: [{ filename, contentType: contentType.split(';')[0] ?? '', content }] };
  }
  return { headers, text: content.toString('utf8').replace(/\r\n$/, '').replace(/\r\n/g, '\n'), attachments: [] };
}

export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'attachments'> {
  const { headers, text, attachments } = parsePart(raw);
  return { headers, subject: headers.subject ?? '', text, attachments };
}

export interface SmtpInbox {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on loopback: no self-signed certificate for the client to refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation (the fleet test's SIGKILL) resets its connection, which
  // smtp-server emits on the server: its message was not accepted, so the outbox sends it again.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`SMTP inbox: ${messages.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
