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
});
