// Fixtures for the web component tests: a signed-in player and a prediction as the API answers
// them (the answers are parsed with the shared schemas, so they must be complete).
import { VISITOR_VIEW, type Prediction } from '@boldcall/shared/schemas/predictions';
import type { CurrentUser } from '@boldcall/shared/schemas/users';

export function player(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'player-1',
    username: 'joiner',
    email: 'joiner@example.com',
    emailVerified: true,
    points: 30,
    heldBonus: 0,
    isPro: false,
    proUpgradedAt: null,
    isAdmin: false,
    avatar: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    mustChangePassword: false,
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function prediction(overrides: Partial<Prediction> = {}): Prediction {
  return {
    id: 'p-1',
    predictionId: 'p-1',
    userId: 'creator-1',
    username: 'creator',
    isPro: false,
    avatar: null,
    text: 'The Chiefs win the Super Bowl this season',
    category: 'sports',
    sports: ['football'],
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    pointsWagered: 10,
    confidence: null,
    status: 'PENDING',
    isCustom: true,
    createdAt: new Date().toISOString(),
    resolvedAt: null,
    resolvedBy: null,
    adminNote: null,
    moderationStatus: null,
    adminComment: null,
    userResponse: null,
    userResponseAt: null,
    flaggedAt: null,
    mergedIntoId: null,
    joinedBy: [],
    joinedCount: 0,
    totalJoinedPoints: 0,
    totalPoints: 10,
    votes: { up: 0, down: 0, userVote: null },
    jumpedOnCount: 0,
    betAgainstCount: 0,
    commentCount: 0,
    ...VISITOR_VIEW,
    ...overrides,
  };
}
