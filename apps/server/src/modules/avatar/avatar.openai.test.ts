// The `openai` avatar provider against a local fake server that speaks the OpenAI images API:
// success (the image is downloaded and stored by us), 401, 429 quota, content policy, no URL.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import type { AvatarResult } from '@boldcall/shared/schemas/avatar';
import { createPlayer } from '../../seed/seed.factories.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { STYLE_PROMPTS } from './avatar.provider.ts';
import { makeTestPhoto } from './avatar.test-photo.ts';
import { meanAbsoluteDifference, multipartBody } from './avatar.test-helpers.ts';

type Mode = 'success' | 'bad-key' | 'quota' | 'content-policy' | 'no-url';

interface Seen {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('avatar generator (openai provider, fake OpenAI server)', () => {
  let server: Server;
  let base: string;
  let mode: Mode = 'success';
  let seen: Seen[] = [];
  let generated: Buffer;
  let t: TestApp;
  let cookie: string;
  let photo: Buffer;

  beforeAll(async () => {
    generated = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: '#7b2ff7' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="430" r="260" fill="#ffcc00"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      void (async () => {
        const text = await readBody(request);
        const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          response.writeHead(status, {
            'content-type': 'application/json',
            // The SDK retries 429s; keep its wait short.
            'retry-after-ms': '5',
            ...headers,
          });
          response.end(JSON.stringify(body));
        };
        if (request.method === 'GET' && request.url === '/files/avatar.png') {
          response.writeHead(200, { 'content-type': 'image/png' });
          response.end(generated);
          return;
        }
        if (request.method !== 'POST' || request.url !== '/v1/images/generations') {
          reply(404, { error: { message: 'not found', type: 'invalid_request_error' } });
          return;
        }
        seen.push({
          authorization: request.headers.authorization,
          body: JSON.parse(text) as Record<string, unknown>,
        });
        switch (mode) {
          case 'success':
            reply(200, { created: 1, data: [{ url: `${base}/files/avatar.png` }] });
            return;
          case 'no-url':
            reply(200, { created: 1, data: [{ revised_prompt: 'x' }] });
            return;
          case 'bad-key':
            reply(401, {
              error: {
                message: 'Incorrect API key provided: sk-test. You can find your API key at …',
                type: 'invalid_request_error',
                param: null,
                code: 'invalid_api_key',
              },
            });
            return;
          case 'quota':
            reply(429, {
              error: {
                message:
                  'You exceeded your current quota, please check your plan and billing details.',
                type: 'insufficient_quota',
                param: null,
                code: 'insufficient_quota',
              },
            });
            return;
          case 'content-policy':
            reply(400, {
              error: {
                message:
                  'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
                type: 'invalid_request_error',
                param: null,
                code: 'content_policy_violation',
              },
            });
            return;
        }
      })();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    t = await createTestApp({
      AVATAR_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `${base}/v1`,
    });
    await createPlayer(t.database.db, { username: 'openaifan' });
    cookie = await signIn(t, 'openaifan');
    photo = await makeTestPhoto({ width: 300, height: 300 });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });
  beforeEach(() => {
    seen = [];
  });

  const generate = async (style = 'Cyberpunk') => {
    const { payload, headers } = await multipartBody(
      { style },
      { name: 'me.jpg', data: photo, type: 'image/jpeg' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/generate-avatar',
      headers: { ...headers, cookie, origin: TEST_ORIGIN },
      payload,
    });
  };

  it('asks for dall-e-3, one vivid standard 1024 image from the style text, and stores it', async () => {
    mode = 'success';
    const res = await generate('Cyberpunk');
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe('Bearer sk-test-key');
    expect(seen[0]!.body).toMatchObject({
      model: 'dall-e-3',
      n: 1,
      size: '1024x1024',
      quality: 'standard',
      style: 'vivid',
    });
    expect(String(seen[0]!.body.prompt)).toContain(STYLE_PROMPTS.Cyberpunk);

    const result = res.json<{ data: AvatarResult }>().data;
    expect(result).toMatchObject({ success: true, style: 'Cyberpunk', provider: 'openai' });
    // Served from our storage, not the provider's expiring URL.
    expect(result.avatarUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: result.avatarUrl });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    expect(await meanAbsoluteDifference(stored.rawPayload, generated)).toBeLessThan(3);
  });

  /** Generates with the provider answering as `m`: the error's message, after its status and code. */
  const refusal = async (m: Mode, statusCode: number, code: string, message: string) => {
    mode = m;
    const res = await generate();
    expect(res.statusCode).toBe(statusCode);
    expect(res.json()).toMatchObject({ code, message });
    return res.json<{ message: string }>().message;
  };

  it('a rejected key names the provider and the environment file', async () => {
    const key = MSG.avatarProviderKey('OpenAI');
    const message = await refusal('bad-key', 502, 'AVATAR_PROVIDER_KEY', key);
    expect(message).toMatch(/OpenAI API key is missing or invalid.*\.env/);
    expect(seen).toHaveLength(1); // a 401 is not retried
  });

  it('an exhausted quota says to check the provider account', async () => {
    const quota = MSG.avatarProviderQuota('OpenAI');
    const message = await refusal('quota', 503, 'AVATAR_PROVIDER_QUOTA', quota);
    expect(message).toMatch(/OpenAI quota exceeded.*account/);
  });

  it('a content-policy rejection says to try a different image', async () => {
    const policy = MSG.avatarProviderPolicy('OpenAI');
    const message = await refusal('content-policy', 422, 'AVATAR_CONTENT_POLICY', policy);
    expect(message).toMatch(/try a different image/);
  });

  it('an answer without an image URL is reported as such', async () => {
    mode = 'no-url';
    const res = await generate();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('No image URL returned from OpenAI');
  });
});
