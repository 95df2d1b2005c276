// Passwords seen in breaches are refused (docs/security.md): the ~49,000 most common ones from
// @zxcvbn-ts/language-common, shipped with the app and checked without any network call,
// case-insensitively (so Password1 and Password123 are refused).
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a different one.';

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => String(p)));
  return common.has(password.toLowerCase());
}
