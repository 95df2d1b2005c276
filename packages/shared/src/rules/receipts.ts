// Sealed receipts: the canonical form of an event on a call, the string whose SHA-256 is the
// receipt's hash (docs/rules/receipts.md). Pure, so the server seals with it and anyone can
// rebuild a canonical string from the documented fields.

export const RECEIPT_KINDS = [
  'created',
  'joined',
  'jumped_on',
  'bet_against',
  'edited',
  'resolved',
] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The hash before the first receipt: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

/** What happened, as the canonical form holds it; optional fields are left out when absent. */
export interface ReceiptEvent {
  kind: ReceiptKind;
  /** The call's id. */
  call: string;
  /** The player who acted (never an e-mail); absent for a resolution. */
  player?: string | undefined;
  /** 'for' (creator, joiner, jumper) or 'against' (bettor). */
  side?: 'for' | 'against' | undefined;
  points?: number | undefined;
  /** 1–99, only when the position carries one. */
  confidence?: number | null | undefined;
  /** The call's text (created, edited) when the call is public. */
  text?: string | undefined;
  /** Instead of `text` when the call is not public: SHA-256 (hex) of the text. */
  textSha256?: string | undefined;
  /** The status a resolution left: CORRECT, INCORRECT, UNMEASURABLE, MERGED. */
  outcome?: string | undefined;
  /** When it happened: ISO 8601 in UTC with milliseconds. */
  at: Date;
}

/** The fields in their fixed order; `prev` always comes last. */
const ORDER = [
  'v',
  'kind',
  'call',
  'player',
  'side',
  'points',
  'confidence',
  'text',
  'textSha256',
  'outcome',
  'at',
] as const;

/**
 * The canonical string without its closing `"prev":"…"}`: a JSON object (JSON.stringify
 * escaping, no spaces), the fields in ORDER, absent fields left out. The server appends the
 * previous hash in the same statement that takes the chain's head (docs/rules/receipts.md).
 */
export function canonicalParts(event: ReceiptEvent): { head: string; tail: string } {
  const values: Record<string, unknown> = { ...event, v: 1, at: event.at.toISOString() };
  const fields: string[] = [];
  for (const key of ORDER) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    fields.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  }
  return { head: `{${fields.join(',')},"prev":"`, tail: '"}' };
}

/** The whole canonical string of an event sealed after `prevHash`. */
export function canonicalReceipt(event: ReceiptEvent, prevHash: string): string {
  const { head, tail } = canonicalParts(event);
  return `${head}${prevHash}${tail}`;
}

/** The previous hash a canonical string names (its last field), or null if it has none. */
export function prevHashOf(canonical: string): string | null {
  return /,"prev":"([0-9a-f]{64})"}$/.exec(canonical)?.[1] ?? null;
}

/** How a receipt is shown on a card: its first 8 hex digits. */
export const shortHash = (hash: string) => hash.slice(0, 8);
