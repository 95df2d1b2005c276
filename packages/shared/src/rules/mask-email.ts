// How the Verify step names an address the player did not type (signed in by username): enough
// to recognise it, not enough to learn it. "adalovelace@example.com" -> "a*********e@example.com".
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const masked =
    local.length <= 2
      ? `${local[0]}${'*'.repeat(Math.max(1, local.length - 1))}`
      : `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}`;
  return `${masked}@${domain}`;
}
