import type { SceneDocument } from '../model/scene-document.js';

/** The assets a document draws or plays. */
export function usedAssets(doc: SceneDocument): Set<string> {
  const used = new Set<string>();
  for (const scene of doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type === 'media' || layer.type === 'logo') used.add(layer.assetId);
      if (layer.type === 'layout') for (const cell of layer.cells) used.add(cell.assetId);
    }
  }
  if (doc.soundtrack) used.add(doc.soundtrack.assetId);
  return used;
}
