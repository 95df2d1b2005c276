// Draws a card (og.model.ts) as a 1200×630 PNG: satori lays the card out into SVG, resvg paints
// it. No browser, no network: fonts come from npm packages (Noto Sans for Latin, Greek,
// Cyrillic, Vietnamese; Noto Sans JP for Japanese and Chinese ideographs, loaded per subset
// when a text needs them) and emoji from the Twemoji SVG package. Runs inside the render
// worker (og.worker.ts) so layout never blocks the server's event loop
// (docs/decisions/026-share-cards.md).
// The fonts and emoji are in og.assets.ts, the layout in og.layout.ts.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { loadAdditionalAsset, loadBaseFonts } from './og.assets.ts';
import { layout } from './og.layout.ts';
import { CARD_HEIGHT, CARD_WIDTH, type CardModel } from './og.model.ts';

/** The card as SVG markup (satori). */
export async function cardSvg(model: CardModel): Promise<string> {
  // satori's element type is React's; ours has the same shape without the dependency.
  const element = layout(model) as unknown as Parameters<typeof satori>[0];
  return satori(element, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadBaseFonts(),
    loadAdditionalAsset,
  });
}

/** The card as a PNG of CARD_WIDTH × CARD_HEIGHT. */
export async function renderCard(model: CardModel): Promise<Buffer> {
  const svg = await cardSvg(model);
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return png.render().asPng();
}
