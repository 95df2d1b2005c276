import { describe, expect, it } from 'vitest';
import {
  detectSports,
  matchesSport,
  normalizeForKeywords,
  SPORT_KEYWORDS,
  SPORTS,
} from './sports.ts';

describe('sport keywords', () => {
  it.each([
    ['The Chiefs will three-peat in Super Bowl LX', 'football'],
    ["Mahomes's arm carries KC again", 'football'],
    ['The 49ers make the NFC title game', 'football'],
    ['LeBron retires after this NBA season', 'basketball'],
    ['Wembanyama wins DPOY', 'basketball'],
    ['Ohtani hits 60 home runs', 'baseball'],
    ['The Dodgers repeat as World Series champs', 'baseball'],
    ['McDavid lifts the Stanley Cup', 'hockey'],
    ['Arsenal win the Premier League', 'soccer'],
    ['Kylian Mbappé scores 50 for Real Madrid', 'soccer'],
    ['Alcaraz wins Wimbledon again', 'tennis'],
    ['Iga Świątek takes Roland-Garros', 'tennis'],
    ['Scottie Scheffler wins The Masters', 'golf'],
    ['Jon Jones returns to the UFC octagon', 'mma'],
    ['Canelo fights Crawford in a rematch', 'boxing'],
    ['Verstappen wins the Monaco Grand Prix', 'racing'],
    ['NASCAR adds a street race in Chicago', 'racing'],
    ['T1 and Faker win Worlds in League of Legends', 'esports'],
    ['NaVi wins the CS2 major', 'esports'],
  ] as const)('finds %j in %s', (text, sport) => {
    expect(matchesSport(text, sport)).toBe(true);
    expect(detectSports(text)).toContain(sport);
  });

  it('matches whole words only', () => {
    expect(matchesSport('Nothing but mischiefs this year', 'football')).toBe(false);
    expect(matchesSport('Anfl is not a league', 'football')).toBe(false);
    expect(matchesSport('Chiefs!', 'football')).toBe(true);
    expect(matchesSport('KC-Chiefs', 'football')).toBe(true);
    expect(matchesSport('Go (Chiefs)', 'football')).toBe(true);
  });

  it('does not fire on common words that are also nicknames', () => {
    expect(detectSports('A heat wave hits Phoenix and the suns are brutal')).toEqual([]);
    expect(detectSports('Bulls and bears fight over the S&P 500')).toEqual([]);
    expect(detectSports('Phone chargers must all be USB-C by 2027')).toEqual([]);
    expect(detectSports('Bitcoin reaches $150k')).toEqual([]);
    expect(detectSports('The ATP levels in the cell double')).toEqual([]);
  });

  it('can name several sports and keeps the SPORTS order', () => {
    expect(detectSports('Messi joins the NBA and Mahomes plays in the NFL')).toEqual([
      'football',
      'basketball',
      'soccer',
    ]);
  });

  it('normalises case, accents, possessives and punctuation', () => {
    expect(normalizeForKeywords("Doncic's  LAKERS—Ballon d'Or!")).toBe(
      ' doncic lakers ballon dor ',
    );
    expect(normalizeForKeywords('')).toBe('  ');
  });

  it('has keywords for every sport, each normalising to something', () => {
    for (const sport of SPORTS) {
      expect(SPORT_KEYWORDS[sport].length).toBeGreaterThan(10);
      for (const keyword of SPORT_KEYWORDS[sport]) {
        expect(normalizeForKeywords(keyword).trim(), keyword).toBe(keyword);
        // every keyword finds itself
        expect(matchesSport(`I predict ${keyword} will surprise`, sport), keyword).toBe(true);
      }
    }
  });
});
