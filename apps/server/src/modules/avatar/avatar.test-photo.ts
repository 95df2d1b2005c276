// A portrait-like test photo drawn with sharp (no binary fixture in the repository): background
// gradient, shoulders, face, hair, eyes, mouth, plus grain so it behaves like a photograph.
import sharp from 'sharp';

export async function makeTestPhoto(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg' } = {},
): Promise<Buffer> {
  const { width = 800, height = 1000, format = 'jpeg' } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#f6b26b"/>
      </linearGradient>
      <radialGradient id="skin" cx="45%" cy="40%" r="60%">
        <stop offset="0" stop-color="#f9d7b9"/><stop offset="1" stop-color="#c98d62"/>
      </radialGradient>
    </defs>
    <rect width="800" height="1000" fill="url(#bg)"/>
    <ellipse cx="400" cy="1000" rx="330" ry="260" fill="#2d5d3b"/>
    <rect x="350" y="640" width="100" height="140" fill="#d9a27c"/>
    <ellipse cx="400" cy="480" rx="190" ry="240" fill="url(#skin)"/>
    <path d="M210 430 Q220 220 400 215 Q590 220 592 430 Q560 300 400 300 Q250 300 210 430 Z" fill="#3b2414"/>
    <ellipse cx="330" cy="470" rx="30" ry="18" fill="#ffffff"/>
    <ellipse cx="470" cy="470" rx="30" ry="18" fill="#ffffff"/>
    <circle cx="330" cy="470" r="13" fill="#2b4b7a"/>
    <circle cx="470" cy="470" r="13" fill="#2b4b7a"/>
    <path d="M300 430 Q330 415 360 430" stroke="#3b2414" stroke-width="8" fill="none"/>
    <path d="M440 430 Q470 415 500 430" stroke="#3b2414" stroke-width="8" fill="none"/>
    <path d="M400 490 L385 560 L410 565" stroke="#a8694a" stroke-width="6" fill="none"/>
    <path d="M340 610 Q400 655 460 610" stroke="#9c3b3b" stroke-width="12" fill="none"/>
  </svg>`;
  const drawn = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Deterministic grain.
  let seed = 7;
  const data = drawn.data;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + ((seed >> 16) % 17) - 8));
  }
  const image = sharp(data, { raw: drawn.info });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}
