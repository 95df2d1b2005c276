// Avatar providers behind one interface, chosen by AVATAR_PROVIDER (docs/rules/avatar.md).
// A provider turns the square photo into an image in a style; the service stores the result.
import OpenAI from 'openai';
import type { AvatarStyle } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import { AppError } from '../../platform/errors/app-error.ts';
import { stylize } from './avatar.local.ts';

export interface AvatarProvider {
  /** `local` or `openai`: kept with each result. */
  readonly name: string;
  /**
   * The avatar as image bytes (any format sharp reads). `photo` is the square upright photo,
   * raw RGB, AVATAR_SIZE a side. Failures a user should read are AppErrors.
   */
  generate(input: { photo: Buffer; style: AvatarStyle }): Promise<Buffer>;
}

export const localAvatarProvider: AvatarProvider = {
  name: 'local',
  generate: ({ photo, style }) => stylize(photo, style),
};

/** What each style asks the image model for. */
export const STYLE_PROMPTS: Record<AvatarStyle, string> = {
  Professional:
    'a professional corporate headshot portrait, soft studio lighting, neutral background, business attire',
  Cartoon:
    'a fun cartoon character portrait, bold outlines, bright flat colors, animated movie style',
  Cyberpunk:
    'a cyberpunk portrait, neon magenta and cyan lighting, futuristic city at night, high-tech details',
  Minimalist:
    'a minimalist flat illustration portrait, a few muted colors, clean simple shapes, plain background',
  Artistic:
    'an artistic oil painting portrait, expressive visible brush strokes, rich colors, canvas texture',
  Gaming: 'a video game character portrait, pixel art style, vibrant colors, heroic pose',
};

export function avatarPrompt(style: AvatarStyle, details?: string): string {
  const base = `Create a square profile avatar: ${STYLE_PROMPTS[style]}. Centered head and shoulders, suitable as a social media profile picture.`;
  return details ? `${base} ${details}` : base;
}

const PROVIDER_LABEL = 'OpenAI';

export interface OpenAiProviderOptions {
  apiKey: string | null;
  baseUrl?: string | null;
  /** Per attempt. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Downloads the generated image (tests may pass their own). */
  fetchImage?: (url: string) => Promise<Buffer>;
}

const DOWNLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

async function downloadImage(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`image download answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > DOWNLOAD_LIMIT_BYTES) throw new Error('generated image too large');
  const data = Buffer.from(await response.arrayBuffer());
  if (data.length > DOWNLOAD_LIMIT_BYTES) throw new Error('generated image too large');
  return data;
}

const providerError = (status: number, code: string, message: string) =>
  new AppError(status, code, message);

/** The provider's failure as the product's message (the provider is named in it). */
export function mapOpenAiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError
  ) {
    return providerError(502, 'AVATAR_PROVIDER_KEY', MSG.avatarProviderKey(PROVIDER_LABEL));
  }
  if (error instanceof OpenAI.RateLimitError) {
    const code = (error.code ?? (error.error as { code?: string } | undefined)?.code) as
      string | undefined;
    if (code === 'insufficient_quota' || /quota/i.test(error.message)) {
      return providerError(503, 'AVATAR_PROVIDER_QUOTA', MSG.avatarProviderQuota(PROVIDER_LABEL));
    }
    return providerError(429, 'AVATAR_PROVIDER_BUSY', MSG.avatarFailed);
  }
  if (error instanceof OpenAI.BadRequestError) {
    const code = error.code ?? '';
    if (
      code === 'content_policy_violation' ||
      /content[ _]policy|safety system/i.test(error.message)
    ) {
      return providerError(422, 'AVATAR_CONTENT_POLICY', MSG.avatarProviderPolicy(PROVIDER_LABEL));
    }
  }
  return providerError(502, 'AVATAR_PROVIDER_FAILED', MSG.avatarFailed);
}

/**
 * OpenAI-compatible image generation: dall-e-3, one 1024×1024 image, standard quality, vivid
 * style, the style's prompt. The image model sees only the prompt, not the photo. The returned
 * URL expires, so the image is downloaded at once and stored by us.
 */
export function createOpenAiAvatarProvider(options: OpenAiProviderOptions): AvatarProvider {
  const {
    apiKey,
    baseUrl,
    timeoutMs = 60_000,
    maxRetries = 2,
    fetchImage = downloadImage,
  } = options;
  const client = apiKey
    ? new OpenAI({ apiKey, baseURL: baseUrl ?? undefined, timeout: timeoutMs, maxRetries })
    : null;
  return {
    name: 'openai',
    async generate({ style }) {
      if (!client) {
        throw providerError(502, 'AVATAR_PROVIDER_KEY', MSG.avatarProviderKey(PROVIDER_LABEL));
      }
      let url: string | undefined;
      try {
        const result = await client.images.generate({
          model: 'dall-e-3',
          n: 1,
          size: '1024x1024',
          quality: 'standard',
          style: 'vivid',
          prompt: avatarPrompt(style),
        });
        url = result.data?.[0]?.url ?? undefined;
      } catch (error) {
        throw mapOpenAiError(error);
      }
      if (!url) {
        throw providerError(502, 'AVATAR_PROVIDER_NO_URL', MSG.avatarProviderNoUrl(PROVIDER_LABEL));
      }
      try {
        return await fetchImage(url);
      } catch {
        throw providerError(502, 'AVATAR_PROVIDER_FAILED', MSG.avatarFailed);
      }
    },
  };
}

/** The provider AVATAR_PROVIDER names. */
export function createAvatarProvider(config: {
  avatarProvider: 'local' | 'openai';
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
}): AvatarProvider {
  return config.avatarProvider === 'openai'
    ? createOpenAiAvatarProvider({ apiKey: config.openaiApiKey, baseUrl: config.openaiBaseUrl })
    : localAvatarProvider;
}
