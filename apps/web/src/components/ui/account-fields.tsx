// The fields of the account forms (re-checks and codes), apart from form-field.tsx so that the
// first load, which has the sign-in form but none of these, does not carry them.
import { TextField, type StringFieldProps } from '@/components/ui/form-field';

/** The player's password, asked again before a change to the account. */
export function PasswordField({ value, onValue }: { value: string; onValue(value: string): void }) {
  return (
    <TextField
      label="Your password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

/** A six-digit one-time code (from an e-mail or an authenticator app). */
export function OneTimeCodeField({ label, value, onValue }: StringFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
