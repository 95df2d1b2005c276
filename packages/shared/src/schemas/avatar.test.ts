import { describe, expect, it } from 'vitest';
import { AVATAR_STYLES } from '../constants.ts';
import { avatarStyleSchema } from './avatar.ts';

describe('avatar style', () => {
  it('accepts the six styles', () => {
    for (const style of AVATAR_STYLES) expect(avatarStyleSchema.parse(style)).toBe(style);
    expect(AVATAR_STYLES).toHaveLength(6);
  });

  it('refuses anything else with the product text', () => {
    for (const bad of ['Vaporwave', 'cartoon', '', 3]) {
      const result = avatarStyleSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid avatar style');
    }
  });
});
