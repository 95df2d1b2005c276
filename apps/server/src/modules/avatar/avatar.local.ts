// The built-in stylizer (AVATAR_PROVIDER=local, the default; needs no network). Each style is a
// short sharp pipeline, sometimes with a pass over the raw pixels, on the square photo:
//   Professional  warm tone grading, softened colour, gentle vignette
//   Cartoon       smoothed, posterized colour with dark ink outlines
//   Cyberpunk     neon duotone (navy → magenta → cyan) with glow and scanlines
//   Minimalist    four flat tones of a muted palette on big simplified shapes
//   Artistic      painterly strokes (median + directional blur), warm oil palette, canvas grain
//   Gaming        64×64 pixel art with a reduced palette, scaled up without smoothing
import sharp, { type Sharp } from 'sharp';
import { AVATAR_SIZE, type AvatarStyle } from '@boldcall/shared/constants';

const SIZE = AVATAR_SIZE;
const RAW = { raw: { width: SIZE, height: SIZE, channels: 3 as const } };

type Rgb = readonly [number, number, number];

const fromRaw = (data: Buffer, size = SIZE) =>
  sharp(data, { raw: { width: size, height: size, channels: 3 } });

async function toRaw(image: Sharp): Promise<Buffer> {
  return image.removeAlpha().toColourspace('srgb').raw().toBuffer();
}

async function toGrey(image: Sharp): Promise<Buffer> {
  return image.greyscale().toColourspace('b-w').raw().toBuffer();
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** A radial darkening towards the corners, for multiply blending. */
function vignette(strength: number): Buffer {
  const edge = Math.round(255 * (1 - strength));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
      <defs><radialGradient id="v" cx="50%" cy="45%" r="72%">
        <stop offset="55%" stop-color="rgb(255,255,255)"/>
        <stop offset="100%" stop-color="rgb(${edge},${edge},${edge})"/>
      </radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#v)"/>
    </svg>`,
  );
}

// Rendered once: the SVG rasterisation is the slow part.
let vignetteMask: Promise<Buffer> | null = null;
const professionalVignette = () =>
  (vignetteMask ??= sharp(vignette(0.45)).removeAlpha().png({ compressionLevel: 0 }).toBuffer());

async function professional(photo: Buffer): Promise<Sharp> {
  const mask = await professionalVignette();
  const graded = await fromRaw(photo)
    .modulate({ saturation: 0.78, brightness: 1.04 })
    // Warm highlights, slightly lifted blacks, a touch more contrast.
    .linear([1.14, 1.07, 0.94], [-10, -5, 6])
    .composite([{ input: mask, blend: 'multiply' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(graded.data, { raw: graded.info }).removeAlpha().sharpen({ sigma: 0.8 });
}

/** Gradient magnitude (Sobel) of a greyscale image: high on outlines. */
function edgeStrength(grey: Buffer, size: number): Uint16Array {
  const out = new Uint16Array(size * size);
  const at = (x: number, y: number) => grey[y * size + x] ?? 0;
  for (let y = 1; y < size - 1; y += 1) {
    for (let x = 1; x < size - 1; x += 1) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      out[y * size + x] = Math.abs(gx) + Math.abs(gy);
    }
  }
  return out;
}

/** Median smoothing at half size (4× less work), back at full size. */
function smoothed(photo: Buffer, radius: number): Sharp {
  const half = SIZE / 2;
  return fromRaw(photo).resize(half, half).median(radius).resize(SIZE, SIZE, { kernel: 'cubic' });
}

async function cartoon(photo: Buffer): Promise<Sharp> {
  const base = await toRaw(smoothed(photo, 5));
  const smooth = await toRaw(fromRaw(base).modulate({ saturation: 1.55 }));
  const edges = edgeStrength(await toGrey(fromRaw(base)), SIZE);
  const levels = 5;
  const step = 255 / (levels - 1);
  const out = Buffer.alloc(smooth.length);
  for (let p = 0, i = 0; p < edges.length; p += 1, i += 3) {
    const ink = (edges[p] ?? 0) > 90;
    for (let c = 0; c < 3; c += 1) {
      const v = Math.round((smooth[i + c] ?? 0) / step) * step;
      out[i + c] = ink ? 20 : v;
    }
  }
  // Thicken the ink a little.
  return fromRaw(out).median(3);
}

const NEON: readonly Rgb[] = [
  [12, 4, 38],
  [120, 0, 160],
  [255, 30, 170],
  [40, 240, 255],
];

function gradientAt(stops: readonly Rgb[], t: number): Rgb {
  const x = Math.min(0.9999, Math.max(0, t)) * (stops.length - 1);
  const k = Math.floor(x);
  const a = stops[k] ?? stops[0]!;
  const b = stops[k + 1] ?? a;
  const f = x - k;
  return [mix(a[0], b[0], f), mix(a[1], b[1], f), mix(a[2], b[2], f)];
}

async function cyberpunk(photo: Buffer): Promise<Sharp> {
  const grey = await toGrey(fromRaw(photo).normalise());
  const out = Buffer.alloc(SIZE * SIZE * 3);
  for (let p = 0; p < grey.length; p += 1) {
    const [r, g, b] = gradientAt(NEON, (grey[p] ?? 0) / 255);
    // Scanlines: every fourth row dimmed.
    const dim = Math.floor(p / SIZE) % 4 === 3 ? 0.62 : 1;
    out[p * 3] = r * dim;
    out[p * 3 + 1] = g * dim;
    out[p * 3 + 2] = b * dim;
  }
  const glow = await fromRaw(out).blur(14).png().toBuffer();
  const toned = await fromRaw(out)
    .composite([{ input: glow, blend: 'screen' }])
    .png()
    .toBuffer();
  return sharp(toned).linear(1.1, -12);
}

const MUTED: readonly Rgb[] = [
  [44, 62, 80],
  [95, 130, 140],
  [214, 196, 170],
  [246, 241, 232],
];

async function minimalist(photo: Buffer): Promise<Sharp> {
  // Big simplified shapes: shrink, smooth, grow back.
  const simple = await toGrey(
    fromRaw(photo).resize(160, 160).median(5).resize(SIZE, SIZE, { kernel: 'cubic' }).blur(3),
  );
  const out = Buffer.alloc(SIZE * SIZE * 3);
  for (let p = 0; p < simple.length; p += 1) {
    const v = simple[p] ?? 0;
    const tone = MUTED[v < 70 ? 0 : v < 125 ? 1 : v < 185 ? 2 : 3]!;
    out[p * 3] = tone[0];
    out[p * 3 + 1] = tone[1];
    out[p * 3 + 2] = tone[2];
  }
  return fromRaw(out);
}

/** A diagonal line: blurs along one direction, like a brush stroke. */
function strokeKernel(length: number): number[] {
  const kernel: number[] = [];
  for (let y = 0; y < length; y += 1) {
    for (let x = 0; x < length; x += 1) kernel.push(x === length - 1 - y ? 1 : 0);
  }
  return kernel;
}

async function artistic(photo: Buffer): Promise<Sharp> {
  const half = SIZE / 2;
  const painted = await toRaw(
    fromRaw(photo)
      .resize(half, half)
      .median(7)
      .convolve({ width: 7, height: 7, kernel: strokeKernel(7) })
      .modulate({ saturation: 1.5, brightness: 1.02 })
      // Warm, aged-varnish palette of an oil painting.
      .linear([1.1, 0.98, 0.74], [12, 4, -6])
      .resize(SIZE, SIZE, { kernel: 'cubic' }),
  );
  // Canvas: deterministic weave-like grain (same photo, same picture).
  const out = Buffer.alloc(painted.length);
  for (let p = 0, i = 0; p < SIZE * SIZE; p += 1, i += 3) {
    const x = p % SIZE;
    const y = Math.floor(p / SIZE);
    const grain = 12 * Math.sin(x * 1.9) * Math.sin(y * 1.9) + 6 * Math.sin(x * 0.37 + y * 0.11);
    for (let c = 0; c < 3; c += 1) out[i + c] = clamp((painted[i + c] ?? 0) + grain);
  }
  return fromRaw(out).sharpen({ sigma: 1.2 });
}

const PIXELS = 64;

async function gaming(photo: Buffer): Promise<Sharp> {
  const small = await toRaw(
    fromRaw(photo).resize(PIXELS, PIXELS, { kernel: 'cubic' }).modulate({ saturation: 1.6 }),
  );
  const levels = 4;
  const step = 255 / (levels - 1);
  const out = Buffer.alloc(small.length);
  for (let i = 0; i < small.length; i += 1) {
    out[i] = Math.round((small[i] ?? 0) / step) * step;
  }
  return fromRaw(out, PIXELS).resize(SIZE, SIZE, { kernel: 'nearest' });
}

const STYLIZERS: Record<AvatarStyle, (photo: Buffer) => Promise<Sharp>> = {
  Professional: professional,
  Cartoon: cartoon,
  Cyberpunk: cyberpunk,
  Minimalist: minimalist,
  Artistic: artistic,
  Gaming: gaming,
};

/** The square photo (raw RGB, AVATAR_SIZE a side) in `style`, as an uncompressed TIFF. */
export async function stylize(photo: Buffer, style: AvatarStyle): Promise<Buffer> {
  if (photo.length !== RAW.raw.width * RAW.raw.height * 3) {
    throw new Error('stylize expects the square raw photo');
  }
  const image = await STYLIZERS[style](photo);
  // A lossless hand-over that costs no compression: the service encodes the stored sizes.
  return image.tiff({ compression: 'none' }).toBuffer();
}
