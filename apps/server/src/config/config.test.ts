import { describe, expect, it } from 'vitest';
import { ConfigError, defaultNflSeason, loadConfig } from './config.ts';

describe('config', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeNull();
    expect(config.demoData).toBe(true); // embedded default
    expect(config.freeProLimit).toBe(500);
    expect(config.invitesPerPlayer).toBe(10);
    expect(config.eventsHeartbeatMs).toBe(25_000);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('turns demo data off by default on PostgreSQL', () => {
    const secret = 'a-shared-secret-of-at-least-32-chars!';
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', AUTH_SECRET: secret }).demoData,
    ).toBe(false);
  });

  it('sets the connection roles: direct defaults to DATABASE_URL; prepared off behind a pooler', () => {
    const base = {
      DATABASE_URL: 'postgres://x@pooler:6432/db',
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-chars!',
    };
    const single = loadConfig(base);
    expect(single.databaseDirectUrl).toBe(base.DATABASE_URL);
    expect(single.databaseReadUrl).toBeNull();
    expect(single.databasePrepared).toBe(true);
    expect(single.databaseReadMaxLagMs).toBe(5000);
    const pooled = loadConfig({
      ...base,
      DATABASE_DIRECT_URL: 'postgres://x@primary:5432/db',
      DATABASE_READ_URL: 'postgres://x@replica:5432/db',
      DATABASE_READ_MAX_LAG_SECONDS: '2',
    });
    expect(pooled.databaseDirectUrl).toBe('postgres://x@primary:5432/db');
    expect(pooled.databaseReadUrl).toBe('postgres://x@replica:5432/db');
    expect(pooled.databasePrepared).toBe(false);
    expect(pooled.databaseReadMaxLagMs).toBe(2000);
    expect(
      loadConfig({ ...base, DATABASE_DIRECT_URL: 'postgres://x@p/db', DATABASE_PREPARED: 'on' })
        .databasePrepared,
    ).toBe(true);
    expect(loadConfig({ ...base, DATABASE_PREPARED: 'off' }).databasePrepared).toBe(false);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://x@replica/db' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, DATABASE_PREPARED: 'maybe' })).toThrow(/DATABASE_PREPARED/);
  });

  it("needs a shared AUTH_SECRET with DATABASE_URL (servers must accept each other's sessions)", () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(
      /AUTH_SECRET: required when DATABASE_URL is set/,
    );
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ FREE_PRO_LIMIT: '-1' })).toThrow(/FREE_PRO_LIMIT/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ INVITES_PER_PLAYER: '-1' })).toThrow(/INVITES_PER_PLAYER/);
    expect(() => loadConfig({ EVENTS_HEARTBEAT_SECONDS: '0' })).toThrow(/EVENTS_HEARTBEAT_SECONDS/);
    expect(() => loadConfig({ AVATAR_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
  });

  it('parses admin lists case-insensitively', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' A@x.com, b@y.com ', ADMIN_USERNAMES: 'Boss' });
    expect(config.adminEmails).toEqual(['a@x.com', 'b@y.com']);
    expect(config.adminUsernames).toEqual(['boss']);
  });

  it('picks the NFL season that is running', () => {
    expect(defaultNflSeason(new Date('2026-11-22T00:00:00Z'))).toBe(2026);
    expect(defaultNflSeason(new Date('2027-01-15T00:00:00Z'))).toBe(2026);
    expect(defaultNflSeason(new Date('2027-03-01T00:00:00Z'))).toBe(2027);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    // A production start no longer trusts forwarding headers by itself.
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' }).trustProxy,
    ).toBe(false);
  });

  describe('dev mailbox (no default lets one person read mail sent to another)', () => {
    it('is on only for a loopback-only development server without SMTP', () => {
      expect(loadConfig({}).devMailbox).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test', HOST: '::1' }).devMailbox).toBe(true);
      expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }).devMailbox).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }).devMailbox).toBe(false);
      expect(loadConfig({ PUBLIC_URL: 'https://boldcall.example' }).devMailbox).toBe(false);
      expect(loadConfig({ DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
    });

    it('refuses a server others can reach with no say on mail', () => {
      expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/SMTP_URL: required when HOST/);
      expect(() => loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(loadConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://m:25' }).devMailbox).toBe(false);
      expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
      // Explicitly on: the operator takes the risk (never in production, never with SMTP).
      expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
      expect(() => loadConfig({ DEV_MAILBOX: 'on', NODE_ENV: 'production' })).toThrow(
        /DEV_MAILBOX/,
      );
      expect(() => loadConfig({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://m:25' })).toThrow(
        /DEV_MAILBOX/,
      );
    });
  });

  it('reads REDIS_URL for the shared rate-limit counters', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('answers PUBLIC_URL’s host, and loopback names only where they are ours', () => {
    const prod = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://boldcall.example',
      SMTP_URL: 'smtp://m:25',
    });
    expect(prod.allowedHosts).toEqual(['boldcall.example']);
    expect(prod.trustedOrigins).toEqual(['https://boldcall.example']);
    const dev = loadConfig({ PUBLIC_URL: 'http://localhost:4000', PORT: '4000' });
    expect(dev.allowedHosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]']));
    expect(dev.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:4000', 'http://127.0.0.1:4000']),
    );
    // The Vite dev server only when named.
    expect(dev.trustedOrigins).not.toContain('http://localhost:5173');
    expect(loadConfig({ DEV_ORIGINS: 'http://localhost:5173/' }).trustedOrigins).toContain(
      'http://localhost:5173',
    );
    expect(() => loadConfig({ DEV_ORIGINS: 'nonsense' })).toThrow(/DEV_ORIGINS/);
    // `npm start` (production on a loopback PUBLIC_URL): every loopback name is still ours.
    const local = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' });
    expect(local.allowedHosts).toContain('localhost');
  });
});
