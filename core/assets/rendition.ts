/*
 * Renditions: an asset the renderer cannot (or must not) open as uploaded gets a derived object beside it, made at
 * probe time. Today that is SVG: its PNG rendition (lib/media/svg.ts) at `<objectKey>.png`, whose pixel size is the
 * asset's width and height. The renderer reads renderableKey(asset) and never the SVG itself.
 */

export const SVG_CONTENT_TYPE = 'image/svg+xml';

/** The object key of the PNG rendition of the asset stored at `objectKey`. */
export function renditionKey(objectKey: string): string {
  return `${objectKey}.png`;
}

/** Whether assets of this type are rendered from a rendition rather than from their own bytes. */
export function hasRendition(contentType: string): boolean {
  return contentType === SVG_CONTENT_TYPE;
}

/** The object the engine reads for an asset: its PNG rendition for SVG, its own bytes otherwise. */
export function renderableKey(asset: { spec: { contentType: string; objectKey: string } }): string {
  return hasRendition(asset.spec.contentType) ? renditionKey(asset.spec.objectKey) : asset.spec.objectKey;
}
