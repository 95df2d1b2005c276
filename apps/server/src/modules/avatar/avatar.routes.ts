// Avatar generator routes (docs/rules/avatar.md):
//   POST   /api/generate-avatar     multipart image + style → one generated result
//   GET    /api/avatars/:file       a stored result, immutable (content-hashed name)
//   PUT    /api/users/me/avatar     use one of my results as my avatar
//   DELETE /api/users/me/avatar     back to the initial letter
// Multipart is registered in this plugin only: the upload streams through busboy with a 5 MB
// file limit while every other route keeps the app's 1 MiB body limit.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_GENERATIONS_PER_HOUR, PHOTO_MAX_BYTES } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import {
  avatarResultSchema,
  avatarStyleSchema,
  useAvatarBodySchema,
  avatarFileParamsSchema,
} from '@boldcall/shared/schemas/avatar';
import { currentUserSchema } from '@boldcall/shared/schemas/users';
import { AppError, badRequest, notFound } from '../../platform/errors/app-error.ts';
import { moduleRoutes, perAccountLimit } from '../../plugins/routes.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { photoTooLarge } from './avatar.photo.ts';
import type { AvatarProvider } from './avatar.provider.ts';
import { clearAvatar, generateAvatar, useAvatar } from './avatar.service.ts';
import { isSafeAvatarName, type AvatarStorage } from './avatar.storage.ts';

export interface AvatarRoutesOptions {
  storage: AvatarStorage;
  provider: AvatarProvider;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** Reads the multipart form: the `image` file (at most 5 MB) and the `style` field. */
async function readForm(request: FastifyRequest): Promise<{ photo: Buffer | null; style: string }> {
  let photo: Buffer | null = null;
  let style = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && !photo) photo = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'style') {
        style = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(415, 'MULTIPART_REQUIRED', MSG.avatarNotImage);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // Only the request is read here: a body busboy cannot parse (cut short, bad boundary) is
    // bad input, never a 500.
    throw badRequest(MSG.avatarNotImage, 'BAD_MULTIPART');
  }
  return { photo, style };
}

export const avatarRoutes: FastifyPluginAsyncZod<AvatarRoutesOptions> = async (app, opts) => {
  const { storage, provider } = opts;
  const { db, anyone, player } = moduleRoutes(app, 'avatar');

  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  player.post('/generate-avatar', {
    summary: 'Generate an avatar from a photo in one of six styles',
    description:
      'multipart/form-data with `image` (PNG or JPEG, judged by content, at most 5 MB and ' +
      '40 megapixels) and `style` (Professional, Cartoon, Cyberpunk, Minimalist, Artistic, ' +
      'Gaming). 400 NOT_AN_IMAGE / INVALID_AVATAR_STYLE, 413 PHOTO_TOO_LARGE / ' +
      'PHOTO_TOO_MANY_PIXELS, 429 after ' +
      `${AVATAR_GENERATIONS_PER_HOUR} generations an hour, 422/502/503 provider failures ` +
      'with a message naming the provider.',
    consumes: ['multipart/form-data'],
    response: dataEnvelope(avatarResultSchema),
    errors: [400, 413, 415, 422, 429, 502, 503],
    config: {
      rateLimit: {
        ...perAccountLimit('avatar', AVATAR_GENERATIONS_PER_HOUR, '1 hour'),
        errorResponseBuilder: () =>
          new AppError(
            429,
            'RATE_LIMITED',
            `You can generate ${AVATAR_GENERATIONS_PER_HOUR} avatars an hour. Please try again later.`,
          ),
      },
    },
    handler: async (request, me) => {
      const form = await readForm(request);
      const style = avatarStyleSchema.safeParse(form.style);
      if (!style.success) throw badRequest(MSG.avatarInvalidStyle, 'INVALID_AVATAR_STYLE');
      if (!form.photo || form.photo.length === 0) {
        throw badRequest(MSG.avatarNotImage, 'NOT_AN_IMAGE');
      }
      const result = await generateAvatar(
        { db, storage, provider, log: request.log },
        { userId: me.id, photo: form.photo, style: style.data },
      );
      return { data: result };
    },
  });

  anyone.get('/avatars/:file', {
    summary: 'A generated avatar image (content-hashed name, cached forever)',
    params: avatarFileParamsSchema,
    handler: async (request, _visitor, reply) => {
      const { file } = request.params;
      if (!isSafeAvatarName(file)) throw notFound();
      const etag = `"${file}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
      }
      const data = await storage.get('results', file);
      if (!data) throw notFound();
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .send(data);
    },
  });

  /** My account as it now is, after a change to my avatar. */
  const currentUser = async (userId: string) => {
    const user = await getCurrentUser(db, app.config, userId);
    if (!user) throw notFound();
    return { data: user };
  };

  player.put('/users/me/avatar', {
    summary: 'Use one of my generated avatars',
    body: useAvatarBodySchema,
    response: dataEnvelope(currentUserSchema),
    errors: [404],
    handler: async (request, me) => {
      await useAvatar(db, me.id, request.body.avatarId);
      return currentUser(me.id);
    },
  });

  player.delete('/users/me/avatar', {
    summary: 'Remove my avatar (the initial letter is shown again)',
    response: dataEnvelope(currentUserSchema),
    handler: async (_request, me) => {
      await clearAvatar(db, me.id);
      return currentUser(me.id);
    },
  });
};
