// A card (og.model.ts) laid out as plain element objects (what JSX would build), styled with
// satori's CSS subset, for og.render.ts to draw: the frame, the prediction, player and league
// cards, and the text cut that keeps them inside the card.
import { LATIN_SUBSETS } from './og.assets.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardModel,
  type LeagueCardModel,
  type PlayerCardModel,
  type PredictionCardModel,
} from './og.model.ts';

// ---------------------------------------------------------------------------------------------
// Text: cut on a grapheme boundary (an emoji or an accented letter is never split), then the
// layout clamps the lines with an ellipsis.

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const parts = [...graphemes.segment(clean)].map((s) => s.segment);
  if (parts.length <= max) return clean;
  return `${parts
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Layout: plain element objects (what JSX would build), styled with satori's CSS subset.

interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Child;
    src?: string;
    width?: number;
    height?: number;
  };
}
type Child = Node | string | Array<Node | string>;
type Style = Record<string, string | number>;

const h = (type: string, style: Style, children?: Child): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, ...(children === undefined ? {} : { children }) },
});

const COLORS = {
  bgFrom: '#1b0b45',
  bgTo: '#4a1fb8',
  ink: '#ffffff',
  muted: '#c9bdf5',
  volt: '#ccff33',
  onVolt: '#1a2e05',
  chip: 'rgba(255,255,255,0.12)',
  won: '#ccff33',
  lost: '#ff8a8a',
};

function frame(children: Node[]): Node {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundImage: `linear-gradient(135deg, ${COLORS.bgFrom} 0%, ${COLORS.bgTo} 100%)`,
      color: COLORS.ink,
      fontFamily: LATIN_SUBSETS.map((subset) => `Noto Sans ${subset}`).join(', '),
    },
    [
      h(
        'div',
        {
          flexDirection: 'column',
          width: CARD_WIDTH - 2 * PAD_X,
          height: CARD_HEIGHT - 2 * PAD_Y,
          margin: `${PAD_Y}px ${PAD_X}px`,
        },
        children,
      ),
    ],
  );
}
const PAD_X = 64;
const PAD_Y = 52;

function avatar(name: string, image: string | null, size: number): Node {
  if (image) {
    return {
      type: 'img',
      props: {
        src: image,
        width: size,
        height: size,
        style: {
          width: size,
          height: size,
          borderRadius: size / 2,
          border: `4px solid ${COLORS.volt}`,
        },
      },
    };
  }
  const initial = [...graphemes.segment(name)][0]?.segment.toUpperCase() ?? '?';
  return h(
    'div',
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: COLORS.volt,
      color: COLORS.onVolt,
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: size * 0.5,
      fontWeight: 700,
    },
    initial,
  );
}

function pill(text: string, background: string, color: string, fontSize = 28): Node {
  return h(
    'div',
    {
      padding: '8px 22px',
      borderRadius: 999,
      backgroundColor: background,
      color,
      fontSize,
      fontWeight: 700,
    },
    text,
  );
}

function brand(right: string): Node {
  return h('div', { justifyContent: 'space-between', alignItems: 'center', marginTop: 'auto' }, [
    h('div', { alignItems: 'center', fontSize: 34, fontWeight: 700 }, [
      h('div', { color: COLORS.ink }, 'Bold'),
      h('div', { color: COLORS.volt }, 'Call'),
    ]),
    h('div', { fontSize: 26, color: COLORS.muted }, right),
  ]);
}

function stat(
  value: string,
  label: string,
  { gap = 56, size = 44, labelSize = 24 }: { gap?: number; size?: number; labelSize?: number } = {},
): Node {
  return h('div', { flexDirection: 'column', marginRight: gap }, [
    h('div', { fontSize: size, fontWeight: 700, color: COLORS.ink, whiteSpace: 'nowrap' }, value),
    h('div', { fontSize: labelSize, color: COLORS.muted, whiteSpace: 'nowrap' }, label),
  ]);
}

const number = (n: number) => n.toLocaleString('en-US');

function author(name: string, image: string | null, isPro: boolean, size = 72): Node {
  return h('div', { alignItems: 'center' }, [
    avatar(name, image, size),
    h('div', { marginLeft: 20, fontSize: 32, fontWeight: 700 }, cutText(`@${name}`, 28)),
    ...(isPro ? [h('div', { marginLeft: 14 }, [pill('PRO', COLORS.volt, COLORS.onVolt, 20)])] : []),
  ]);
}

const STATUS_PILL: Record<PredictionCardModel['status'], [string, string, string]> = {
  PENDING: ['Open', COLORS.chip, COLORS.ink],
  CORRECT: ['Called it', COLORS.won, COLORS.onVolt],
  INCORRECT: ['Missed', COLORS.lost, '#3a0a0a'],
  UNMEASURABLE: ['Void · refunded', COLORS.chip, COLORS.ink],
  MERGED: ['Merged', COLORS.chip, COLORS.ink],
};

function predictionCard(m: PredictionCardModel): Node {
  const text = cutText(m.text, 220);
  const length = [...graphemes.segment(text)].length;
  const fontSize = length <= 60 ? 60 : length <= 110 ? 50 : length <= 160 ? 42 : 36;
  const [label, background, color] = STATUS_PILL[m.status];
  return frame([
    h('div', { justifyContent: 'space-between', alignItems: 'center' }, [
      author(m.username, m.avatar, m.isPro),
      pill(label, background, color, 30),
    ]),
    h(
      'div',
      {
        marginTop: 36,
        fontSize,
        fontWeight: 700,
        lineHeight: 1.2,
        display: 'block',
        lineClamp: 4,
        overflow: 'hidden',
        maxHeight: fontSize * 1.2 * 4 + 4,
      },
      `“${text}”`,
    ),
    h('div', { marginTop: 'auto', marginBottom: 28 }, [
      stat(number(m.totalPoints), 'points at stake'),
      stat(number(m.joinedCount), m.joinedCount === 1 ? 'joined' : 'joined'),
      stat(number(m.jumpedOnCount), 'jumped on'),
      stat(number(m.betAgainstCount), 'bet against'),
    ]),
    brand(
      m.status === 'PENDING'
        ? `${m.category} · expires ${m.expires}`
        : `${m.category} · ${number(m.votesUp)} up · ${number(m.votesDown)} down`,
    ),
  ]);
}

function playerCard(m: PlayerCardModel): Node {
  const figures: Array<[string, string]> = [
    [m.rank === null ? '—' : `#${number(m.rank)}`, m.rank === null ? 'not ranked yet' : 'rank'],
    [`${m.accuracy}%`, 'accuracy'],
    [`${number(m.correct)}–${number(m.incorrect)}`, 'won–lost'],
    [number(m.boldness), 'boldness'],
    ...(m.brier === null ? [] : [[m.brier, 'Brier (0 is best)'] as [string, string]]),
    [number(m.points), 'points'],
  ];
  // Up to six figures in one row: smaller when their digits would not fit at full size.
  const long = figures.reduce((n, [value]) => n + value.length, 0) > 30;
  const style = long ? { gap: 28, size: 34, labelSize: 20 } : { gap: 40 };
  return frame([
    h('div', { alignItems: 'center' }, [
      avatar(m.username, m.avatar, 132),
      h('div', { flexDirection: 'column', marginLeft: 36 }, [
        h('div', { fontSize: 60, fontWeight: 700 }, cutText(`@${m.username}`, 24)),
        h(
          'div',
          { fontSize: 30, color: COLORS.muted },
          m.isPro ? 'PRO player on BoldCall' : 'Player on BoldCall',
        ),
      ]),
    ]),
    h(
      'div',
      { marginTop: 64 },
      figures.map(([value, label], i) =>
        stat(value, label, i === figures.length - 1 ? { ...style, gap: 0 } : style),
      ),
    ),
    h(
      'div',
      { marginTop: 40, flexWrap: 'wrap' },
      m.badges
        .slice(0, 6)
        .map((badge) => h('div', { marginRight: 16 }, [pill(badge, COLORS.chip, COLORS.ink, 26)])),
    ),
    brand(m.streak > 1 ? `${m.streak} in a row` : 'Make your call'),
  ]);
}

function leagueCard(m: LeagueCardModel): Node {
  return frame([
    h('div', { alignItems: 'center' }, [
      pill(m.isPrivate ? 'Private league' : 'League', COLORS.volt, COLORS.onVolt, 28),
    ]),
    h(
      'div',
      {
        marginTop: 40,
        fontSize: 76,
        fontWeight: 700,
        lineHeight: 1.15,
        display: 'block',
        lineClamp: 2,
        overflow: 'hidden',
        maxHeight: 76 * 1.15 * 2 + 4,
      },
      cutText(m.name, 60),
    ),
    ...(m.description
      ? [
          h(
            'div',
            {
              marginTop: 20,
              fontSize: 32,
              color: COLORS.muted,
              display: 'block',
              lineClamp: 2,
              overflow: 'hidden',
              maxHeight: 32 * 1.3 * 2 + 4,
              lineHeight: 1.3,
            },
            cutText(m.description, 160),
          ),
        ]
      : []),
    h('div', { marginTop: 'auto', marginBottom: 28 }, [
      stat(number(m.memberCount), m.memberCount === 1 ? 'member' : 'members'),
      ...(m.leader ? [stat(cutText(`@${m.leader}`, 24), 'leads the board')] : []),
    ]),
    brand('You are invited to join'),
  ]);
}

export function layout(model: CardModel): Node {
  switch (model.kind) {
    case 'prediction':
      return predictionCard(model);
    case 'player':
      return playerCard(model);
    case 'league':
      return leagueCard(model);
  }
}
