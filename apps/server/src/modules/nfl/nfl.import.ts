// Import from a file in nflverse's games.csv format (docs/rules/nfl.md "Data sources"): one row
// per game, kickoff as `gameday` + `gametime` in US Eastern time, nflverse team codes (LA, WAS),
// `spread_line` from the home side (positive: home favoured, the opposite sign of ESPN's line).
// Rows are upserted by ESPN id (column `espn`, else `game_id`), then results settled.
import type { NflGameStatus } from '@boldcall/shared/schemas/nfl';
import { nflTeam, nflTeamCode } from '@boldcall/shared/nfl-teams';
import type { Database } from '../../db/client.ts';
import { clearDemoSeason } from './nfl.demo.ts';
import { upsertGames, type GameInput } from './nfl.games.ts';
import { settleFinishedGames, type SettlementCounts } from './nfl.settlement.ts';

export class ImportError extends Error {}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** A wall-clock time in America/New_York as an instant. */
export function easternToUtc(day: string, time: string): Date | null {
  const d = day.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const t = time.match(/^(\d{1,2}):(\d{2})$/);
  if (!d || !t) return null;
  const wall = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return asUtc - instant;
  };
  // Two rounds settle the offset around a change of daylight saving time.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

const POSTSEASON = new Set(['WC', 'DIV', 'CON', 'SB']);

/** The games of an nflverse games.csv. Throws ImportError naming the first bad row. */
export function gamesFromCsv(text: string): GameInput[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ImportError('The file is empty.');
  const col = new Map(header.map((name, i) => [name.trim(), i]));
  for (const needed of [
    'game_id',
    'season',
    'game_type',
    'week',
    'gameday',
    'gametime',
    'away_team',
    'home_team',
  ]) {
    if (!col.has(needed))
      throw new ImportError(`Not an nflverse games file: no "${needed}" column.`);
  }
  const games: GameInput[] = [];
  rows.forEach((row, index) => {
    const get = (name: string) => {
      const i = col.get(name);
      const value = i === undefined ? '' : (row[i] ?? '').trim();
      return value;
    };
    const num = (name: string) => {
      const v = get(name);
      if (v === '') return null;
      const n = Number(v);
      return Number.isFinite(n) ? n : null;
    };
    const line = index + 2;
    const gameType = get('game_type');
    const season = num('season');
    const week = num('week');
    const kickoff = easternToUtc(get('gameday'), get('gametime'));
    const home = nflTeamCode(get('home_team'));
    const away = nflTeamCode(get('away_team'));
    if (
      !season ||
      !week ||
      !kickoff ||
      !home ||
      !away ||
      !(gameType === 'REG' || POSTSEASON.has(gameType))
    ) {
      throw new ImportError(`Line ${line}: cannot read game ${get('game_id') || '(no id)'}.`);
    }
    const homeScore = num('home_score');
    const awayScore = num('away_score');
    const scored = homeScore !== null && awayScore !== null;
    const spreadLine = num('spread_line');
    const spread = spreadLine === null ? null : spreadLine === 0 ? 0 : -spreadLine;
    const favourite = spreadLine === null ? null : spreadLine > 0 ? home : away;
    const status: NflGameStatus = scored ? 'final' : 'scheduled';
    const team = nflTeam(home);
    games.push({
      id: get('espn') || get('game_id'),
      season,
      gameType,
      week,
      kickoffAt: kickoff,
      homeCode: home,
      awayCode: away,
      homeRecord: null,
      awayRecord: null,
      venue: get('stadium') || null,
      venueCity: get('location') === 'Neutral' ? null : (team?.location ?? null),
      neutralSite: get('location') === 'Neutral',
      spread,
      spreadDetails:
        spreadLine === null
          ? null
          : spreadLine === 0
            ? 'EVEN'
            : `${favourite} -${Math.abs(spreadLine)}`,
      overUnder: num('total_line'),
      homeScore: scored ? homeScore : null,
      awayScore: scored ? awayScore : null,
      status,
      statusDetail: scored ? (get('overtime') === '1' ? 'Final/OT' : 'Final') : null,
      source: 'import',
    });
  });
  withRecords(games);
  return games;
}

/** Each game gets both teams' regular-season W-L(-T) before kickoff, from the file's results. */
function withRecords(games: GameInput[]): void {
  const bySeason = new Map<number, GameInput[]>();
  for (const g of games)
    if (g.gameType === 'REG') bySeason.set(g.season, [...(bySeason.get(g.season) ?? []), g]);
  for (const list of bySeason.values()) {
    list.sort((a, b) => +a.kickoffAt - +b.kickoffAt);
    const tally = new Map<string, [number, number, number]>();
    const show = (code: string) => {
      const [w, l, t] = tally.get(code) ?? [0, 0, 0];
      return t > 0 ? `${w}-${l}-${t}` : `${w}-${l}`;
    };
    for (const g of list) {
      g.homeRecord = show(g.homeCode);
      g.awayRecord = show(g.awayCode);
      if (g.homeScore === null || g.awayScore === null) continue;
      const result = Math.sign(g.homeScore - g.awayScore);
      for (const [code, r] of [
        [g.homeCode, result],
        [g.awayCode, -result],
      ] as const) {
        const t = tally.get(code) ?? [0, 0, 0];
        t[r > 0 ? 0 : r < 0 ? 1 : 2] += 1;
        tally.set(code, t);
      }
    }
  }
}

export interface ImportResult extends SettlementCounts {
  games: number;
  seasons: number[];
}

export async function importGamesCsv(
  db: Database,
  text: string,
  now = new Date(),
): Promise<ImportResult> {
  const games = gamesFromCsv(text);
  const seasons = [...new Set(games.map((g) => g.season))].sort();
  for (const season of seasons) await clearDemoSeason(db, season);
  await upsertGames(db, games);
  const settled = await settleFinishedGames(db, now);
  return { games: games.length, seasons, ...settled };
}
