// The uploaded photo (docs/rules/avatar.md): a PNG or JPEG judged by its content — never by
// its name or declared type — at most 5 MB, and at most AVATAR_MAX_INPUT_PIXELS pixels, read
// before anything is decoded so a tiny file that inflates to gigabytes (a decompression bomb)
// costs nothing.
import sharp, { type Metadata } from 'sharp';
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_SIZE, PHOTO_MAX_BYTES } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import { AppError, badRequest } from '../../platform/errors/app-error.ts';

export type PhotoFormat = 'png' | 'jpeg';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The format the first bytes announce, or null for anything but PNG and JPEG. */
export function sniffPhotoFormat(data: Buffer): PhotoFormat | null {
  if (data.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (data.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

export const photoTooLarge = () => new AppError(413, 'PHOTO_TOO_LARGE', MSG.avatarTooLarge);
const notAnImage = () => badRequest(MSG.avatarNotImage, 'NOT_AN_IMAGE');

export interface CheckedPhoto {
  format: PhotoFormat;
  width: number;
  height: number;
}

/** Refuses anything that is not a sound PNG or JPEG photo we are willing to decode. */
export async function checkPhoto(data: Buffer): Promise<CheckedPhoto> {
  if (data.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  const sniffed = sniffPhotoFormat(data);
  if (!sniffed) throw notAnImage();
  let meta: Metadata;
  try {
    // Reads the header only: the pixel count is known before a single pixel is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > AVATAR_MAX_INPUT_PIXELS) {
    throw new AppError(413, 'PHOTO_TOO_MANY_PIXELS', MSG.avatarTooManyPixels);
  }
  return { format: sniffed, width: meta.width, height: meta.height };
}

/**
 * The photo as a square, upright sRGB image of AVATAR_SIZE a side (cropped around what looks
 * most interesting), in raw RGB. A file whose header lies about its content fails here.
 */
export async function squarePhoto(data: Buffer): Promise<Buffer> {
  try {
    const { data: raw, info } = await sharp(data, {
      limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels === 3) return raw;
    // Greyscale photos: spread the one band over three.
    const rgb = Buffer.alloc(info.width * info.height * 3);
    for (let i = 0, j = 0; i < raw.length; i += info.channels, j += 3) {
      rgb[j] = rgb[j + 1] = rgb[j + 2] = raw[i] ?? 0;
    }
    return rgb;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}
