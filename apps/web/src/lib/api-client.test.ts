import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, setApiTransport } from './api-client.ts';

const pointsSchema = z.object({ points: z.number() });

function answer(body: unknown): void {
  setApiTransport(async () => Response.json(body));
}

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('API client: response schemas loaded with the request (docs/decisions/040)', () => {
  it('validates with a loaded schema as with a given one', async () => {
    answer({ data: { points: 3, extra: true } });
    await expect(api.get('/x', { schema: pointsSchema })).resolves.toEqual({ points: 3 });
    await expect(api.get('/x', { schema: async () => pointsSchema })).resolves.toEqual({
      points: 3,
    });
  });

  it('starts loading the schema before the answer arrives', async () => {
    const order: string[] = [];
    setApiTransport(async () => {
      order.push('request');
      return Response.json({ data: { points: 1 } });
    });
    await api.get('/x', {
      schema: async () => {
        order.push('schema');
        return pointsSchema;
      },
    });
    expect(order).toEqual(['schema', 'request']);
  });

  it('refuses an answer the loaded schema does not accept', async () => {
    answer({ data: { points: 'three' } });
    await expect(api.get('/x', { schema: async () => pointsSchema })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('fails as a network error when the schema cannot be loaded, never unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    setApiTransport(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Response.json({ data: { points: 1 } });
    });
    await expect(
      api.get('/x', { schema: () => Promise.reject(new Error('chunk not found')) }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK_ERROR' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
