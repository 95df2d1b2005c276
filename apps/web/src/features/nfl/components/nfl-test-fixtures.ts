// Games shaped like the API's answers, for the NFL component tests.
import type { NflGame } from '@boldcall/shared/schemas/nfl';

export const side = (code: string, name: string, shortName: string): NflGame['homeTeam'] => ({
  code,
  name,
  shortName,
  conference: null,
  division: null,
  color: '#002244',
  alternateColor: '#69BE28',
  logo: `/nfl/${code}.png`,
  record: '0-0',
  spread: null,
  score: null,
});

export const game = (
  id: string,
  week: number,
  away: NflGame['awayTeam'],
  home: NflGame['homeTeam'],
  more: Partial<NflGame> = {},
): NflGame => ({
  id,
  season: 2026,
  week,
  kickoffTime: `2026-09-${10 + week}T00:20:00.000Z`,
  status: 'scheduled',
  statusDetail: null,
  locked: false,
  venue: null,
  venueCity: null,
  neutralSite: false,
  homeTeam: home,
  awayTeam: away,
  spreadDetails: null,
  stats: { overUnder: null, totalBets: 0 },
  winner: null,
  source: 'espn',
  myBet: null,
  ...more,
});

export const patriots = side('NE', 'New England Patriots', 'Patriots');
export const seahawks = side('SEA', 'Seattle Seahawks', 'Seahawks');
