import type { Layer } from '../../../model/scene-document.js';
import { renderButton } from './button.js';
import { renderCells } from './cells.js';
import { renderChart } from './chart.js';
import { renderCounter } from './counter.js';
import { renderGraphic } from './graphics.js';
import type { LayerRenderer } from './layer-api.js';
import { renderList } from './list.js';
import { renderLogo } from './logo.js';
import { renderMedia } from './media.js';
import { renderParticles } from './particles.js';
import { renderProgress } from './progress.js';
import { renderShape } from './shape.js';
import { renderText } from './text.js';

/* The layer modules by layer type: the compositor draws each layer with its type's module. */

type Renderers = { [T in Layer['type']]: LayerRenderer<Extract<Layer, { type: T }>> };

const RENDERERS: Renderers = {
  text: renderText,
  list: renderList,
  media: renderMedia,
  logo: renderLogo,
  shape: renderShape,
  chart: renderChart,
  counter: renderCounter,
  layout: renderCells,
  progress: renderProgress,
  graphic: renderGraphic,
  button: renderButton,
  particles: renderParticles,
};

export function rendererFor<L extends Layer>(layer: L): LayerRenderer<L> {
  return RENDERERS[layer.type] as LayerRenderer<L>;
}
