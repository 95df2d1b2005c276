// Session tokens are stored hashed (docs/security.md, "Session tokens"; decision 029): the
// `session.token` column holds SHA-256(token), so a copied table or a backup holds nothing that
// signs anyone in. This wraps Better Auth's database adapter: every token written is hashed,
// every token looked up is hashed first, and a row read by its token carries the caller's token
// back (Better Auth sets the cookie from it). A raw value from the table is hashed again when
// presented, so it matches nothing.
import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

const MODEL = 'session';
const FIELD = 'token';

/** The stored form of a session token (also used by the migration that hashed existing rows). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const hashValue = (value: unknown): unknown =>
  typeof value === 'string'
    ? hashSessionToken(value)
    : Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? hashSessionToken(item) : item))
      : value;

function hashWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((w) =>
    w.field === FIELD ? { ...w, value: hashValue(w.value) as Where['value'] } : w,
  );
}

/** The raw token a where clause looks a single row up by (field = token, operator eq). */
function tokenOf(where: Where[] | undefined): string | null {
  const clause = where?.find((w) => w.field === FIELD && (w.operator ?? 'eq') === 'eq');
  return clause && typeof clause.value === 'string' ? clause.value : null;
}

function withToken<T>(row: T, token: string | null): T {
  if (!token || !row || typeof row !== 'object') return row;
  return { ...row, [FIELD]: token };
}

function hashData<T extends Record<string, unknown>>(data: T): T {
  return typeof data[FIELD] === 'string'
    ? { ...data, [FIELD]: hashSessionToken(data[FIELD] as string) }
    : data;
}

type AnyAdapter = DBAdapter | DBTransactionAdapter;

function wrap<A extends AnyAdapter>(base: A): A {
  const wrapped: AnyAdapter = {
    ...base,
    async create<T extends Record<string, unknown>, R = T>(args: {
      model: string;
      data: Omit<T, 'id'>;
      select?: string[] | undefined;
      forceAllowId?: boolean | undefined;
    }): Promise<R> {
      if (args.model !== MODEL) return base.create<T, R>(args);
      const data = args.data as Record<string, unknown>;
      const token = typeof data[FIELD] === 'string' ? (data[FIELD] as string) : null;
      const row = await base.create<T, R>({ ...args, data: hashData(data) as Omit<T, 'id'> });
      return withToken(row, token);
    },
    async findOne<T>(args: Parameters<AnyAdapter['findOne']>[0]): Promise<T | null> {
      if (args.model !== MODEL) return base.findOne<T>(args);
      const row = await base.findOne<T>({ ...args, where: hashWhere(args.where) ?? [] });
      return withToken(row, tokenOf(args.where));
    },
    async findMany<T>(args: Parameters<AnyAdapter['findMany']>[0]): Promise<T[]> {
      if (args.model !== MODEL) return base.findMany<T>(args);
      return base.findMany<T>({ ...args, where: hashWhere(args.where) });
    },
    async count(args) {
      if (args.model !== MODEL) return base.count(args);
      return base.count({ ...args, where: hashWhere(args.where) });
    },
    async update<T>(args: Parameters<AnyAdapter['update']>[0]): Promise<T | null> {
      if (args.model !== MODEL) return base.update<T>(args);
      const row = await base.update<T>({
        ...args,
        where: hashWhere(args.where) ?? [],
        update: hashData(args.update),
      });
      return withToken(row, tokenOf(args.where));
    },
    async updateMany(args) {
      if (args.model !== MODEL) return base.updateMany(args);
      return base.updateMany({
        ...args,
        where: hashWhere(args.where) ?? [],
        update: hashData(args.update),
      });
    },
    async delete(args) {
      if (args.model !== MODEL) return base.delete(args);
      return base.delete({ ...args, where: hashWhere(args.where) ?? [] });
    },
    async deleteMany(args) {
      if (args.model !== MODEL) return base.deleteMany(args);
      return base.deleteMany({ ...args, where: hashWhere(args.where) ?? [] });
    },
    async consumeOne<T>(args: Parameters<AnyAdapter['consumeOne']>[0]): Promise<T | null> {
      if (args.model !== MODEL) return base.consumeOne<T>(args);
      const row = await base.consumeOne<T>({ ...args, where: hashWhere(args.where) ?? [] });
      return withToken(row, tokenOf(args.where));
    },
    async incrementOne<T>(args: Parameters<AnyAdapter['incrementOne']>[0]): Promise<T | null> {
      if (args.model !== MODEL) return base.incrementOne<T>(args);
      const row = await base.incrementOne<T>({ ...args, where: hashWhere(args.where) ?? [] });
      return withToken(row, tokenOf(args.where));
    },
  };
  if ('transaction' in base && typeof base.transaction === 'function') {
    const transaction = base.transaction.bind(base);
    (wrapped as DBAdapter).transaction = (callback) => transaction((trx) => callback(wrap(trx)));
  }
  return wrapped as A;
}

/** Better Auth's `database` option: the given adapter factory, with session tokens hashed. */
export function withHashedSessionTokens<O>(
  factory: (options: O) => DBAdapter,
): (options: O) => DBAdapter {
  return (options) => wrap(factory(options));
}
