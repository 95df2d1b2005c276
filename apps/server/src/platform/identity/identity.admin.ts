// Who is an admin: one rule for the session, the admin's list and the reminders (docs/security.md).
export interface AdminRule {
  adminEmails: readonly string[];
  adminUsernames: readonly string[];
}

/** Admin = stored role, or listed in ADMIN_EMAILS / ADMIN_USERNAMES (.env.example). */
export function isAdminAccount(
  account: { email: string; username: string | null; role: string | null },
  rule: AdminRule,
): boolean {
  if (account.role === 'admin') return true;
  if (rule.adminEmails.includes(account.email.toLowerCase())) return true;
  return !!account.username && rule.adminUsernames.includes(account.username.toLowerCase());
}
