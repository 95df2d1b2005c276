import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('adalovelace@example.com')).toBe('a*********e@example.com');
    expect(maskEmail('bob@mail.example.org')).toBe('b*b@mail.example.org');
  });
  it('hides short names entirely but their first letter', () => {
    expect(maskEmail('al@x.io')).toBe('a*@x.io');
    expect(maskEmail('q@x.io')).toBe('q*@x.io');
  });
  it('never echoes something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@x.io')).toBe('***');
  });
});
