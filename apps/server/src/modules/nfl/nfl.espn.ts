// Client of ESPN's public site API (or anything speaking its format at SPORTS_DATA_URL):
// `GET {base}/teams` and `GET {base}/scoreboard?dates=SEASON&seasontype=2&week=N`, mapped to
// our teams and games. Field map and quirks: docs/rules/nfl.md ("Data sources").
// Responses are read defensively: an event we cannot map is skipped, never half-written.
import { z } from 'zod';
import { API_TIMEOUT_MS } from '@boldcall/shared/constants';
import { nflTeam, nflTeamCode } from '@boldcall/shared/nfl-teams';
import type { NflGameStatus } from '@boldcall/shared/schemas/nfl';
import type { GameInput, TeamInput } from './nfl.games.ts';

export class SportsDataError extends Error {}

const maybe = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

const teamShape = z.object({
  id: maybe(z.string()),
  abbreviation: z.string(),
  displayName: maybe(z.string()),
  shortDisplayName: maybe(z.string()),
  location: maybe(z.string()),
  color: maybe(z.string()),
  alternateColor: maybe(z.string()),
  logo: maybe(z.string()),
  logos: maybe(z.array(z.object({ href: z.string() }).passthrough())),
});

const teamsResponse = z.object({
  sports: z.array(
    z.object({
      leagues: z.array(z.object({ teams: z.array(z.object({ team: z.unknown() })) })),
    }),
  ),
});

const statusShape = z.object({
  type: z.object({
    name: maybe(z.string()),
    state: maybe(z.string()),
    completed: maybe(z.boolean()),
    detail: maybe(z.string()),
  }),
});

const competitorShape = z.object({
  homeAway: z.enum(['home', 'away']),
  score: maybe(z.union([z.string(), z.number()])),
  team: teamShape,
  records: maybe(
    z.array(z.object({ name: maybe(z.string()), type: maybe(z.string()), summary: z.string() })),
  ),
});

const oddsShape = z.object({
  details: maybe(z.string()),
  overUnder: maybe(z.number()),
  spread: maybe(z.number()),
  provider: maybe(z.object({ priority: maybe(z.number()) })),
});

const eventShape = z.object({
  id: z.string(),
  date: z.string(),
  season: maybe(z.object({ year: maybe(z.number()), type: maybe(z.number()) })),
  week: maybe(z.object({ number: maybe(z.number()) })),
  status: maybe(statusShape),
  competitions: z
    .array(
      z.object({
        date: maybe(z.string()),
        neutralSite: maybe(z.boolean()),
        venue: maybe(
          z.object({
            fullName: maybe(z.string()),
            address: maybe(
              z.object({
                city: maybe(z.string()),
                state: maybe(z.string()),
                country: maybe(z.string()),
              }),
            ),
          }),
        ),
        competitors: z.array(competitorShape),
        odds: maybe(z.array(oddsShape)),
        status: maybe(statusShape),
      }),
    )
    .min(1),
});

const scoreboardResponse = z.object({
  season: maybe(z.object({ year: maybe(z.number()), type: maybe(z.number()) })),
  week: maybe(z.object({ number: maybe(z.number()) })),
  events: z.array(z.unknown()),
});

export type Fetcher = typeof fetch;

async function getJson(url: string, fetcher: Fetcher): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SportsDataError(`sports data unreachable: ${String(error)}`);
  }
  if (!response.ok) throw new SportsDataError(`sports data answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SportsDataError('sports data answered something that is not JSON');
  }
}

const hex = (color: string | null | undefined) =>
  color && /^[0-9a-f]{6}$/i.test(color) ? `#${color.toUpperCase()}` : null;

/** The 32 teams as ESPN describes them; conference and division come from the built-in list. */
export async function fetchTeams(base: string, fetcher: Fetcher = fetch): Promise<TeamInput[]> {
  const body = teamsResponse.safeParse(await getJson(`${base}/teams`, fetcher));
  if (!body.success) throw new SportsDataError('unexpected teams response');
  const teams: TeamInput[] = [];
  for (const entry of body.data.sports[0]?.leagues[0]?.teams ?? []) {
    const parsed = teamShape.safeParse(entry.team);
    if (!parsed.success) continue;
    const t = parsed.data;
    const code = nflTeamCode(t.abbreviation);
    const builtIn = code ? nflTeam(code) : undefined;
    if (!code || !builtIn) continue;
    teams.push({
      code,
      espnId: t.id ?? builtIn.espnId,
      name: t.displayName ?? builtIn.name,
      shortName: t.shortDisplayName ?? builtIn.shortName,
      location: t.location ?? builtIn.location,
      conference: builtIn.conference,
      division: builtIn.division,
      color: hex(t.color) ?? builtIn.color,
      alternateColor: hex(t.alternateColor) ?? builtIn.alternateColor,
      logo: t.logos?.[0]?.href ?? t.logo ?? null,
    });
  }
  return teams;
}

function mapStatus(type: z.infer<typeof statusShape>['type'] | undefined): {
  status: NflGameStatus;
  detail: string | null;
} {
  const name = type?.name ?? '';
  const detail = type?.detail ?? null;
  if (name === 'STATUS_CANCELED') return { status: 'canceled', detail };
  if (name === 'STATUS_POSTPONED') return { status: 'postponed', detail };
  if (type?.state === 'post' && type.completed) return { status: 'final', detail };
  if (type?.state === 'in') return { status: 'in_progress', detail };
  if (type?.state === 'post') return { status: 'postponed', detail };
  return { status: 'scheduled', detail };
}

/** The home line from `details` when `spread` is missing ("SEA -3.5" → -3.5 if SEA is home). */
function spreadFromDetails(details: string, homeCode: string): number | null {
  if (/^(even|pk|pick)/i.test(details.trim())) return 0;
  const match = details.trim().match(/^([A-Z]{2,4})\s+([+-]?\d+(?:\.\d+)?)$/i);
  if (!match?.[1] || !match[2]) return null;
  const line = Number(match[2]);
  return nflTeamCode(match[1]) === homeCode ? line : -line;
}

function record(c: z.infer<typeof competitorShape>): string | null {
  const records = c.records ?? [];
  const total =
    records.find((r) => r.type === 'total') ??
    records.find((r) => r.name === 'overall' || r.name === 'All Splits');
  return total?.summary ?? null;
}

/** One scoreboard event as a game, or null when it cannot be read. */
export function mapEvent(
  raw: unknown,
  fallback: { season: number; week: number },
): GameInput | null {
  const parsed = eventShape.safeParse(raw);
  if (!parsed.success) return null;
  const event = parsed.data;
  const comp = event.competitions[0];
  if (!comp) return null;
  const home = comp.competitors.find((c) => c.homeAway === 'home');
  const away = comp.competitors.find((c) => c.homeAway === 'away');
  if (!home || !away) return null;
  const homeCode = nflTeamCode(home.team.abbreviation) ?? home.team.abbreviation.toUpperCase();
  const awayCode = nflTeamCode(away.team.abbreviation) ?? away.team.abbreviation.toUpperCase();
  const kickoff = new Date(comp.date ?? event.date);
  if (Number.isNaN(kickoff.getTime())) return null;
  const { status, detail } = mapStatus((comp.status ?? event.status)?.type);
  const odds = [...(comp.odds ?? [])].sort(
    (a, b) => (a.provider?.priority ?? 99) - (b.provider?.priority ?? 99),
  )[0];
  const spread =
    odds?.spread ?? (odds?.details ? spreadFromDetails(odds.details, homeCode) : null) ?? null;
  const score = (value: string | number | null | undefined) => {
    if (status === 'scheduled' || status === 'postponed' || status === 'canceled') return null;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 ? n : null;
  };
  const address = comp.venue?.address;
  const city = address
    ? [address.city, address.state ?? address.country].filter(Boolean).join(', ') || null
    : null;
  return {
    id: event.id,
    season: event.season?.year ?? fallback.season,
    gameType: 'REG',
    week: event.week?.number ?? fallback.week,
    kickoffAt: kickoff,
    homeCode,
    awayCode,
    homeRecord: record(home),
    awayRecord: record(away),
    venue: comp.venue?.fullName ?? null,
    venueCity: city,
    neutralSite: comp.neutralSite ?? false,
    spread,
    spreadDetails: odds?.details ?? null,
    overUnder: odds?.overUnder ?? null,
    homeScore: score(home.score),
    awayScore: score(away.score),
    status,
    statusDetail: detail,
    source: 'espn',
  };
}

/** One regular-season week of `season`. */
export async function fetchWeek(
  base: string,
  season: number,
  week: number,
  fetcher: Fetcher = fetch,
): Promise<GameInput[]> {
  const url = `${base}/scoreboard?dates=${season}&seasontype=2&week=${week}`;
  const body = scoreboardResponse.safeParse(await getJson(url, fetcher));
  if (!body.success) throw new SportsDataError('unexpected scoreboard response');
  const games: GameInput[] = [];
  for (const raw of body.data.events) {
    const game = mapEvent(raw, { season, week });
    // Only the asked season's regular season: a scoreboard may carry other events.
    if (game && game.season === season) games.push(game);
  }
  return games;
}
