// The data export (docs/rules/account.md "Export"): everything a player has, as JSON for
// machines and one CSV per table for spreadsheets, in one zip. Small accounts get it at once;
// bigger ones are built by the job runner (`data-exports`, every minute) and offered by link
// when ready. Each module hands over its own rows (decision 021); nobody else's private data is
// in them (other players appear by public username at most).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DataExport } from '@boldcall/shared/schemas/account';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.runner.ts';
import { exportFollows, exportWatches } from '../follows/follows.account-data.ts';
import { exportInvitations } from '../invitations/invitations.account-data.ts';
import { exportLeagueMemberships } from '../leagues/leagues.account-data.ts';
import { exportNflPicks, exportNflSeasonPredictions } from '../nfl/nfl.account-data.ts';
import {
  exportNotificationSettings,
  exportNotifications,
} from '../notifications/notifications.account-data.ts';
import { exportPushDevices } from '../push/push.account-data.ts';
import { countLedger, exportLedger } from '../points/points.account-data.ts';
import { countPositions } from '../predictions/predictions.positions.ts';
import { exportCalls, exportPositions } from '../predictions/predictions.account-data.ts';
import { exportProfile } from '../users/users.account-data.ts';
import { toCsv, type Row } from './exports.csv.ts';
import { buildZip } from './exports.zip.ts';
import { dataExports } from './exports.table.ts';

/** A ready export is kept this long, then dropped by the job. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Every table of an export, by file name. */
export async function collectPlayerData(
  db: DbOrTx,
  userId: string,
): Promise<Record<string, Row[]>> {
  return {
    profile: await exportProfile(db, userId),
    calls: await exportCalls(db, userId),
    positions: await exportPositions(db, userId),
    ledger: await exportLedger(db, userId),
    nfl_picks: await exportNflPicks(db, userId),
    nfl_season_predictions: await exportNflSeasonPredictions(db, userId),
    league_memberships: await exportLeagueMemberships(db, userId),
    invitations: await exportInvitations(db, userId),
    notifications: await exportNotifications(db, userId),
    notification_settings: await exportNotificationSettings(db, userId),
    push_devices: await exportPushDevices(db, userId),
    follows: await exportFollows(db, userId),
    watches: await exportWatches(db, userId),
  };
}

export function zipPlayerData(data: Record<string, Row[]>, at = new Date()): Buffer {
  const readme = [
    'Your BoldCall data.',
    '',
    'data.json holds every table below for machines; each <table>.csv the same rows for spreadsheets.',
    'Points: ledger.csv is every change of your balance (amount, balance after, reason).',
    `Made ${at.toISOString()}.`,
    '',
  ].join('\n');
  return buildZip(
    [
      { name: 'README.txt', data: Buffer.from(readme) },
      { name: 'data.json', data: Buffer.from(JSON.stringify(data, null, 2)) },
      ...Object.entries(data).map(([name, rows]) => ({
        name: `${name}.csv`,
        data: Buffer.from(toCsv(rows)),
      })),
    ],
    at,
  );
}

function toApi(row: {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  createdAt: Date;
  readyAt: Date | null;
  size: number | null;
}): DataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    size: row.size,
    downloadUrl: row.status === 'ready' ? `/api/users/me/export/${row.id}?download=1` : null,
  };
}

/** Builds one pending export (any instance may: the row is claimed with a lock). */
export async function buildExport(db: Database, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: dataExports.id, userId: dataExports.userId, status: dataExports.status })
      .from(dataExports)
      .where(eq(dataExports.id, id))
      .for('update', { skipLocked: true });
    if (!row || row.status !== 'pending') return;
    try {
      const zip = zipPlayerData(await collectPlayerData(tx, row.userId), now);
      await tx
        .update(dataExports)
        .set({ status: 'ready', zip, size: zip.length, readyAt: now })
        .where(eq(dataExports.id, id));
    } catch (error) {
      await tx
        .update(dataExports)
        .set({ status: 'failed', error: String(error) })
        .where(eq(dataExports.id, id));
    }
  });
}

/**
 * Asks for an export: answered with its id at once. An account of at most `inlineRows` rows (its
 * ledger and positions, the bulk of any account) is zipped before the answer; a bigger one waits
 * for the job runner.
 */
export async function requestExport(
  db: Database,
  userId: string,
  inlineRows: number,
  now = new Date(),
): Promise<DataExport> {
  const id = randomUUID();
  await db.insert(dataExports).values({ id, userId, status: 'pending', createdAt: now });
  const size = (await countPositions(db, userId)) + (await countLedger(db, userId));
  if (size <= inlineRows) await buildExport(db, id, now);
  return getExport(db, userId, id);
}

/** What the API shows of an export (everything but the zip). */
const exportColumns = {
  id: dataExports.id,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  size: dataExports.size,
};

async function findExport(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select(exportColumns)
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw notFound('Export not found');
  return row;
}

/** The export's status (404 for anyone else's). */
export async function getExport(db: DbOrTx, userId: string, id: string): Promise<DataExport> {
  return toApi(await findExport(db, userId, id));
}

/** The zip of a ready export, or null while it is not ready. */
export async function exportZip(db: DbOrTx, userId: string, id: string): Promise<Buffer | null> {
  await findExport(db, userId, id);
  const [row] = await db
    .select({ zip: dataExports.zip })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready')));
  return row?.zip ?? null;
}

/** A deleted account's exports go with it. */
export async function forgetExports(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
}

/** Builds waiting exports and drops old ones; a run per minute (platform/jobs). */
export function dataExportsJob(db: Database): JobDefinition {
  return {
    name: 'data-exports',
    period: (now) => now.toISOString().slice(0, 16),
    async run(now) {
      const pending = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(eq(dataExports.status, 'pending'))
        .orderBy(asc(dataExports.createdAt))
        .limit(50);
      for (const { id } of pending) await buildExport(db, id, now);
      const dropped = await db
        .delete(dataExports)
        .where(lt(dataExports.createdAt, new Date(now.getTime() - KEEP_MS)))
        .returning({ id: dataExports.id });
      return { built: pending.length, dropped: dropped.length };
    },
  };
}
