import type { ButtonLayer } from '../../../model/scene-document.js';
import { alignIn } from '../placement.js';
import { sceneAccent } from '../style/palette.js';
import { readableOn, THEME_STYLES } from '../style/themes.js';
import { referenceLength } from '../typeset/set-block.js';
import { revealOf } from './animate.js';
import { labelPicture } from './label-picture.js';
import type { LayerRenderer } from './layer-api.js';
import { chainSteps, overlayPicture } from './overlay-picture.js';

/*
 * A call-to-action button: its words set by the typesetter in the theme's strong face on a rounded panel of the
 * accent (the text in the accent's own text colour), and the URL, when given, written under it in the theme's text
 * colour on a faint shadow. Only text: a URL is never opened.
 */

export const renderButton: LayerRenderer<ButtonLayer> = async (layer, ctx, input) => {
  const theme = THEME_STYLES[ctx.theme];
  const accent = layer.colour ?? sceneAccent(ctx.theme, ctx.background, ctx.accent);
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const box = ctx.box;
  const px = referenceLength(ctx.frame) * 0.055;
  const button = labelPicture({
    text: layer.text,
    role: 'name',
    theme: ctx.theme,
    frame: ctx.frame,
    colour: accent !== theme.accent ? readableOn(accent, theme.onAccent) : theme.onAccent,
    backdrop: { kind: 'panel', colour: accent, opacity: 1 },
    maxWidth: box.w * 0.9,
    maxHeight: box.h * 0.6,
    px,
  });
  // An address the label already says ("Shop at lunaroast.com") is not set again under it.
  const url = layer.url && !layer.text.toLowerCase().includes(layer.url.toLowerCase().replace(/^https?:\/\//, ''))
    ? labelPicture({ text: layer.url, role: 'label', theme: ctx.theme, frame: ctx.frame, colour: readableOn(ctx.background ?? '#000000', theme.textColour), backdrop: { kind: 'shadow', colour: '#000000', opacity: 0.6 }, maxWidth: box.w * 0.9, maxHeight: box.h * 0.3 })
    : undefined;
  const gap = Math.round(px * 0.45);
  const height = button.box.h + (url ? gap + url.box.h : 0);
  const width = Math.max(button.box.w, url?.box.w ?? 0);
  const region = { box, h: ctx.align?.h ?? 'center', v: ctx.align?.v ?? 'middle' } as const;
  const at = alignIn(region, width, height);
  const centre = at.x + width / 2;
  const makers = [(stream: string) => overlayPicture(ctx, button.png, { x: centre - button.box.w / 2 - button.box.x, y: at.y - button.box.y }, reveal, stream, 'button')];
  if (url) makers.push((stream: string) => overlayPicture(ctx, url.png, { x: centre - url.box.w / 2 - url.box.x, y: at.y + button.box.h + gap - url.box.y }, reveal, stream, 'buttonurl'));
  return chainSteps(input, makers);
};
