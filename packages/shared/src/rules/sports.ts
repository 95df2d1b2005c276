// The sport filter of "Filter categories": a prediction belongs to a sport when
// its text names a league, team, competition or athlete of that sport. Pure, shared by the web
// (hints) and the server, which stores detectSports(text) in `predictions.sports` at create and
// edit time so the filter is an indexed array lookup instead of keyword matching per row.
//
// Matching is on whole words after normalising case, accents, possessives and punctuation, so
// "Chiefs'" and "KC Chiefs!" match `chiefs` but "mischiefs" does not. Nicknames that are common
// words or shared between sports (Heat, Magic, Kings, Giants, Rangers, Panthers …) are listed only
// with their city, to keep false positives rare.

export const SPORTS = [
  'football',
  'basketball',
  'baseball',
  'hockey',
  'soccer',
  'tennis',
  'golf',
  'mma',
  'boxing',
  'racing',
  'esports',
] as const;
export type Sport = (typeof SPORTS)[number];

export const SPORT_LABELS: Record<Sport, string> = {
  football: 'Football',
  basketball: 'Basketball',
  baseball: 'Baseball',
  hockey: 'Hockey',
  soccer: 'Soccer',
  tennis: 'Tennis',
  golf: 'Golf',
  mma: 'MMA',
  boxing: 'Boxing',
  racing: 'Racing',
  esports: 'Esports',
};

// prettier-ignore
export const SPORT_KEYWORDS: Record<Sport, readonly string[]> = {
  football: [
    'nfl', 'super bowl', 'superbowl', 'afc', 'nfc', 'touchdown', 'touchdowns', 'quarterback',
    'college football', 'heisman', 'pro bowl', 'nfl draft',
    // the 32 NFL teams (city-qualified where the nickname is a common word)
    'arizona cardinals', 'falcons', 'ravens', 'buffalo bills', 'bills mafia', 'carolina panthers',
    'chicago bears', 'bengals', 'cleveland browns', 'cowboys', 'broncos', 'detroit lions',
    'packers', 'houston texans', 'colts', 'jacksonville jaguars', 'jags', 'chiefs', 'raiders',
    'la chargers', 'los angeles chargers', 'la rams', 'los angeles rams', 'miami dolphins',
    'minnesota vikings', 'new england patriots', 'new orleans saints', 'new york giants',
    'ny giants', 'new york jets', 'ny jets', 'eagles', 'steelers', '49ers', 'niners', 'seahawks',
    'buccaneers', 'bucs', 'tennessee titans', 'washington commanders',
    // players
    'mahomes', 'travis kelce', 'josh allen', 'lamar jackson', 'joe burrow', 'jalen hurts',
    'aaron rodgers', 'tom brady', 'justin jefferson', 'christian mccaffrey', 'saquon barkley',
    'cj stroud', 'caleb williams', 'jayden daniels', 'brock purdy', 'dak prescott',
  ],
  basketball: [
    'nba', 'wnba', 'nba finals', 'march madness', 'final four', 'slam dunk', 'three pointer',
    'triple double', 'ncaa basketball', 'basketball',
    // NBA teams
    'celtics', 'brooklyn nets', 'knicks', '76ers', 'sixers', 'raptors', 'chicago bulls',
    'cavaliers', 'cavs', 'detroit pistons', 'indiana pacers', 'milwaukee bucks', 'atlanta hawks',
    'charlotte hornets', 'miami heat', 'orlando magic', 'washington wizards', 'denver nuggets',
    'timberwolves', 'oklahoma city thunder', 'okc thunder', 'trail blazers', 'utah jazz',
    'golden state warriors', 'la clippers', 'los angeles clippers', 'lakers', 'phoenix suns',
    'sacramento kings', 'mavericks', 'mavs', 'houston rockets', 'memphis grizzlies',
    'new orleans pelicans', 'san antonio spurs',
    // players
    'lebron', 'steph curry', 'stephen curry', 'kevin durant', 'giannis', 'antetokounmpo', 'jokic',
    'luka doncic', 'doncic', 'wembanyama', 'wemby', 'jayson tatum', 'gilgeous alexander',
    'anthony edwards', 'caitlin clark', 'aja wilson', 'joel embiid', 'ja morant',
  ],
  baseball: [
    'mlb', 'world series', 'home run', 'home runs', 'no hitter', 'cy young', 'al east', 'nl west',
    'spring training', 'baseball',
    // MLB teams
    'yankees', 'red sox', 'blue jays', 'orioles', 'tampa bay rays', 'cleveland guardians',
    'detroit tigers', 'kansas city royals', 'minnesota twins', 'white sox', 'astros',
    'los angeles angels', 'la angels', 'oakland athletics', 'mariners', 'texas rangers', 'braves',
    'marlins', 'mets', 'phillies', 'washington nationals', 'chicago cubs', 'cincinnati reds',
    'milwaukee brewers', 'pittsburgh pirates', 'st louis cardinals', 'diamondbacks', 'dbacks',
    'colorado rockies', 'dodgers', 'padres', 'san francisco giants', 'sf giants',
    // players
    'ohtani', 'aaron judge', 'mookie betts', 'juan soto', 'bryce harper', 'freddie freeman',
    'ronald acuna', 'paul skenes', 'vladimir guerrero', 'fernando tatis',
  ],
  hockey: [
    'nhl', 'stanley cup', 'hockey',
    // NHL teams
    'bruins', 'sabres', 'red wings', 'florida panthers', 'canadiens', 'habs', 'ottawa senators',
    'tampa bay lightning', 'maple leafs', 'carolina hurricanes', 'blue jackets',
    'new jersey devils', 'ny islanders', 'new york islanders', 'new york rangers', 'ny rangers',
    'philadelphia flyers', 'pittsburgh penguins', 'washington capitals', 'blackhawks',
    'colorado avalanche', 'dallas stars', 'minnesota wild', 'nashville predators',
    'st louis blues', 'utah mammoth', 'winnipeg jets', 'anaheim ducks', 'calgary flames',
    'edmonton oilers', 'oilers', 'la kings', 'los angeles kings', 'san jose sharks',
    'seattle kraken', 'canucks', 'golden knights',
    // players
    'mcdavid', 'ovechkin', 'sidney crosby', 'auston matthews', 'cale makar', 'draisaitl',
    'connor bedard', 'nathan mackinnon', 'nikita kucherov',
  ],
  soccer: [
    'soccer', 'premier league', 'epl', 'champions league', 'europa league', 'la liga', 'serie a',
    'bundesliga', 'ligue 1', 'mls cup', 'major league soccer', 'fifa', 'uefa', 'world cup',
    'ballon dor', 'fa cup', 'copa america',
    // clubs
    'arsenal', 'chelsea', 'liverpool', 'man city', 'manchester city', 'man united', 'man utd',
    'manchester united', 'tottenham', 'aston villa', 'west ham', 'everton', 'newcastle united',
    'real madrid', 'barcelona', 'barca', 'atletico madrid', 'bayern', 'bayern munich', 'psg',
    'paris saint germain', 'juventus', 'inter milan', 'ac milan', 'napoli', 'dortmund',
    'inter miami', 'la galaxy',
    // players
    'messi', 'cristiano ronaldo', 'ronaldo', 'mbappe', 'haaland', 'mohamed salah', 'salah',
    'bellingham', 'vinicius', 'lamine yamal', 'yamal', 'harry kane', 'kevin de bruyne',
  ],
  tennis: [
    'tennis', 'atp tour', 'atp finals', 'wta', 'wimbledon', 'french open', 'roland garros',
    'australian open', 'us open tennis', 'davis cup',
    // players
    'djokovic', 'nadal', 'federer', 'alcaraz', 'jannik sinner', 'medvedev', 'zverev', 'swiatek',
    'sabalenka', 'coco gauff', 'gauff', 'serena williams', 'rybakina',
  ],
  golf: [
    'golf', 'pga', 'pga tour', 'lpga', 'liv golf', 'the masters', 'masters tournament', 'augusta',
    'ryder cup', 'open championship', 'hole in one', 'green jacket',
    // players
    'scottie scheffler', 'scheffler', 'rory mcilroy', 'mcilroy', 'tiger woods', 'jon rahm',
    'brooks koepka', 'xander schauffele', 'bryson dechambeau', 'nelly korda',
  ],
  mma: [
    'mma', 'ufc', 'bellator', 'pfl', 'octagon', 'dana white',
    // fighters
    'jon jones', 'conor mcgregor', 'mcgregor', 'khabib', 'makhachev', 'alex pereira', 'adesanya',
    'topuria', 'sean omalley', 'tom aspinall', 'valentina shevchenko',
  ],
  boxing: [
    'boxing', 'boxer', 'heavyweight title', 'undisputed champion', 'ibf', 'wbo',
    // fighters
    'canelo', 'tyson fury', 'usyk', 'anthony joshua', 'jake paul', 'mike tyson',
    'terence crawford', 'naoya inoue', 'gervonta davis', 'tank davis', 'shakur stevenson',
  ],
  racing: [
    'f1', 'formula 1', 'formula one', 'grand prix', 'nascar', 'indycar', 'indy 500',
    'daytona 500', 'le mans', 'motogp', 'pole position',
    // teams and drivers
    'scuderia ferrari', 'red bull racing', 'mclaren', 'mercedes f1', 'verstappen',
    'lewis hamilton', 'leclerc', 'lando norris', 'piastri', 'fernando alonso', 'kyle larson',
    'chase elliott', 'denny hamlin',
  ],
  esports: [
    'esports', 'e sports', 'league of legends', 'lcs', 'lck', 'lec', 'counter strike', 'cs2',
    'csgo', 'cs go', 'valorant', 'vct', 'dota', 'dota 2', 'overwatch league', 'rocket league',
    'call of duty league', 'fortnite',
    // teams and players
    't1', 'faker', 'fnatic', 'g2 esports', 'team liquid', 'cloud9', 'natus vincere', 'navi',
    'faze clan', 'team vitality', 'sentinels', 's1mple', 'zywoo',
  ],
};

/** Lower case, no accents, no possessive 's, punctuation as spaces, padded with one space. */
export function normalizeForKeywords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

// Keywords normalised once, the same way as texts, so " keyword " is a whole-word match. Done on
// first use, not on import: the web app's first load takes SPORTS and SPORT_LABELS without the
// keyword table (docs/performance.md).
let normalizedKeywords: Record<Sport, readonly string[]> | undefined;

function matchesNormalized(normalized: string, sport: Sport): boolean {
  if (!normalizedKeywords) {
    const built = {} as Record<Sport, readonly string[]>;
    for (const each of SPORTS) {
      built[each] = SPORT_KEYWORDS[each].map((keyword) => normalizeForKeywords(keyword));
    }
    normalizedKeywords = built;
  }
  return normalizedKeywords[sport].some((keyword) => normalized.includes(keyword));
}

/** Whether the text names a league, team, competition or athlete of the sport. */
export function matchesSport(text: string, sport: Sport): boolean {
  return matchesNormalized(normalizeForKeywords(text), sport);
}

/** Every sport the text mentions, in SPORTS order. */
export function detectSports(text: string): Sport[] {
  const normalized = normalizeForKeywords(text);
  return SPORTS.filter((sport) => matchesNormalized(normalized, sport));
}
