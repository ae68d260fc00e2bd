import { expect, test } from 'vitest';
import { readEnv } from './env';

test('mail and outbox settings have working defaults', () => {
  const env = readEnv({});
  expect(env).toMatchObject({ OUTBOX_INTERVAL_MS: 5000, OUTBOX_MAX_ATTEMPTS: 10, SPAM_MIN_FILL_MS: 3000 });
  expect(env.SMTP_URL).toBeUndefined();
  expect(env.NOTIFY_EMAIL).toBeUndefined();
  expect(env.MAIL_FROM).toBeUndefined();
});

test('mail settings are read and checked', () => {
  const env = readEnv({
    SMTP_URL: 'smtps://user:secret@mail.example.com:465',
    NOTIFY_EMAIL: 'devis@example.com, ops@example.com',
    MAIL_FROM: 'Boughaz Freight <noreply@example.com>',
    OUTBOX_INTERVAL_MS: '1000',
    OUTBOX_MAX_ATTEMPTS: '3',
  });
  expect(env).toMatchObject({
    OUTBOX_INTERVAL_MS: 1000,
    OUTBOX_MAX_ATTEMPTS: 3,
    NOTIFY_EMAIL: 'devis@example.com, ops@example.com',
  });
  expect(readEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  expect(() => readEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  expect(() => readEnv({ NOTIFY_EMAIL: 'devis@example.com, nobody' })).toThrow(/NOTIFY_EMAIL/);
  expect(() => readEnv({ OUTBOX_INTERVAL_MS: '10' })).toThrow(/OUTBOX_INTERVAL_MS/);
});

test('the spam guard minimum fill time is read and checked', () => {
  expect(readEnv({ SPAM_MIN_FILL_MS: '0' }).SPAM_MIN_FILL_MS).toBe(0);
  expect(readEnv({ SPAM_MIN_FILL_MS: '1500' }).SPAM_MIN_FILL_MS).toBe(1500);
  expect(() => readEnv({ SPAM_MIN_FILL_MS: '-1' })).toThrow(/SPAM_MIN_FILL_MS/);
  expect(() => readEnv({ SPAM_MIN_FILL_MS: 'fast' })).toThrow(/SPAM_MIN_FILL_MS/);
});

test('proxies, rate limits, timeouts and the connection cap: safe defaults, read and checked', () => {
  const defaults = readEnv({});
  expect(defaults).toMatchObject({
    TRUST_PROXY: false,
    RATE_LIMIT_API_PER_MIN: 600,
    RATE_LIMIT_FORMS_PER_MIN: 10,
    HEADERS_TIMEOUT_MS: 10_000,
    REQUEST_TIMEOUT_MS: 120_000,
    BODY_TIMEOUT_MS: 30_000,
    KEEP_ALIVE_TIMEOUT_MS: 72_000,
    MAX_CONNECTIONS_PER_CLIENT: 100,
  });
  const env = readEnv({
    TRUST_PROXY: '10.0.0.0/8, ::1',
    RATE_LIMIT_FORMS_PER_MIN: '30',
    RATE_LIMIT_API_PER_MIN: '1200',
    REQUEST_TIMEOUT_MS: '60000',
    MAX_CONNECTIONS_PER_CLIENT: '0',
  });
  expect(env).toMatchObject({
    TRUST_PROXY: { proxies: ['10.0.0.0/8', '::1'] },
    RATE_LIMIT_FORMS_PER_MIN: 30,
    RATE_LIMIT_API_PER_MIN: 1200,
    REQUEST_TIMEOUT_MS: 60_000,
    MAX_CONNECTIONS_PER_CLIENT: 0,
  });
  expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
  expect(() => readEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY must be off, .*not an address/);
  expect(() => readEnv({ RATE_LIMIT_FORMS_PER_MIN: '0' })).toThrow(/RATE_LIMIT_FORMS_PER_MIN/);
  expect(() => readEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
});

test('the public origin is an http(s) origin; a path or a trailing slash is dropped', () => {
  expect(readEnv({}).PUBLIC_ORIGIN).toBeUndefined();
  expect(readEnv({ PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBeUndefined();
  expect(readEnv({ PUBLIC_ORIGIN: 'https://www.boughaz-freight.example/' }).PUBLIC_ORIGIN).toBe(
    'https://www.boughaz-freight.example',
  );
  expect(readEnv({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080/fr' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:8080');
  expect(() => readEnv({ PUBLIC_ORIGIN: 'www.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => readEnv({ PUBLIC_ORIGIN: 'ftp://example.com' })).toThrow(/PUBLIC_ORIGIN/);
});

test('RETENTION_MONTHS: 24 by default, a whole number of months from 1 to 240', () => {
  expect(readEnv({}).RETENTION_MONTHS).toBe(24);
  expect(readEnv({ RETENTION_MONTHS: '36' }).RETENTION_MONTHS).toBe(36);
  for (const bad of ['0', '1.5', 'two', '241'])
    expect(() => readEnv({ RETENTION_MONTHS: bad })).toThrow(/RETENTION_MONTHS/);
});

test('an empty variable counts as unset, as a compose file writes `METRICS_PORT=`', () => {
  const env = readEnv({ METRICS_PORT: '', PORT: ' ', SERVER_RENDERING: '', TRUST_PROXY: '', REMOTE_URL_MFE_BLOG: '' });
  expect(env.METRICS_PORT).toBeUndefined();
  expect(env.PORT).toBe(8080);
  expect(env.SERVER_RENDERING).toBe('on');
  expect(env.TRUST_PROXY).toBe(false);
  expect(env.remoteUrls).toEqual({});
});

test('an invalid variable stops the start with its name, what it accepts and what it got', () => {
  expect(() => readEnv({ METRICS_PORT: 'abc' })).toThrow(
    'METRICS_PORT must be a port number from 1 to 65535; got "abc"',
  );
  expect(() => readEnv({ METRICS_PORT: '0' })).toThrow('METRICS_PORT must be a port number from 1 to 65535; got "0"');
  expect(() => readEnv({ PORT: '70000' })).toThrow('PORT must be a port number from 0 to 65535; got "70000"');
  expect(() => readEnv({ RETENTION_MONTHS: '1.5' })).toThrow(
    'RETENTION_MONTHS must be a whole number from 1 to 240; got "1.5"',
  );
  expect(() => readEnv({ SERVER_RENDERING: 'yes' })).toThrow('SERVER_RENDERING must be one of on, off; got "yes"');
  expect(() => readEnv({ REMOTE_URL_MFE_BLOG: 'blog' })).toThrow(
    'REMOTE_URL_MFE_BLOG must be an absolute URL; got "blog"',
  );
  // Every problem at once, so one restart fixes them all.
  expect(() => readEnv({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT must be .*; LOG_LEVEL must be one of fatal, /);
});

test('what a wrong URL got is echoed without its credentials', () => {
  expect(() => readEnv({ SMTP_URL: 'http://mailer:s3cret@mail.example.com' })).toThrow(
    'SMTP_URL must be an smtp:// or smtps:// URL; got "http://…@mail.example.com"',
  );
});
