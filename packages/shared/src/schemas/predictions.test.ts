import { describe, expect, it } from 'vitest';
import {
  createPredictionFormSchema,
  createPredictionSchema,
  editPredictionSchema,
  interactionWagerFormSchema,
  joinPredictionFormSchema,
  listPredictionsQuerySchema,
} from './predictions.ts';

const tomorrow = () => new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
const valid = {
  text: 'The Chiefs win it all again',
  category: 'sports',
  expiresAt: tomorrow(),
  pointsWagered: 10,
};
const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('prediction schemas', () => {
  it('parses a valid create body, expiry to a Date', () => {
    const parsed = createPredictionSchema.parse({ ...valid, userId: 'ignored' });
    expect(parsed.expiresAt).toBeInstanceOf(Date);
    expect(parsed).not.toHaveProperty('userId');
  });

  it('caps the form wager at the points, or 100 while unknown', () => {
    expect(
      firstMessage(createPredictionFormSchema(20).safeParse({ ...valid, pointsWagered: 21 })),
    ).toBe('Cannot wager more than 20 points');
    expect(
      firstMessage(
        createPredictionFormSchema(undefined).safeParse({ ...valid, pointsWagered: 101 }),
      ),
    ).toBe('Cannot wager more than 100 points');
    expect(createPredictionFormSchema(20).safeParse({ ...valid, pointsWagered: 20 }).success).toBe(
      true,
    );
    expect(firstMessage(joinPredictionFormSchema(5).safeParse({ pointsWagered: 6 }))).toBe(
      'Cannot wager more than 5 points',
    );
    expect(firstMessage(interactionWagerFormSchema(5).safeParse({ wager: 6 }))).toBe(
      'Invalid wager amount',
    );
  });

  it('needs something to edit', () => {
    expect(firstMessage(editPredictionSchema.safeParse({}))).toBe('Nothing to update');
    expect(editPredictionSchema.safeParse({ category: 'finance' }).success).toBe(true);
  });

  it('reads list queries from strings, with "all" and a default page size', () => {
    expect(listPredictionsQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(listPredictionsQuerySchema.parse({ limit: '9', status: 'all', q: '  chiefs ' })).toEqual(
      {
        limit: 9,
        status: 'all',
        q: 'chiefs',
      },
    );
    expect(listPredictionsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
