import type { OutputFormat } from '../../../model/format.js';
import type { SceneDocumentInput } from '../../../model/scene-document.js';

/*
 * How a gallery template is written: a scene document whose texts hold `{{field|default}}`, and whose colours and
 * pictures are typed fields (bindings in its `fields`, model/template.ts). A picture's place holds a stand-in id
 * (picture(n)): the poster draws a bundled picture there, and a project made without that field leaves it out.
 */

export interface TemplateDefinition {
  id: string;
  name: string;
  description: string;
  /** The aspect it is designed for: a project made from it gets it unless the request asks for another. */
  aspect: OutputFormat['aspect'];
  /** What each field asks a person for, by field name (the form's labels), in the order the form shows them. */
  labels: Record<string, string>;
  /** The instant its poster shows (seconds). */
  posterAt: number;
  document: SceneDocumentInput;
}

/** The stand-in id of a template's n-th picture field (an asset id no upload can have: ids are random). */
export function picture(n: number): string {
  return `ast_templatePicture${String(n).padStart(6, '0')}`;
}

export function isStandIn(assetId: string): boolean {
  return /^ast_templatePicture\d{6}$/.test(assetId);
}

/** A typed field binding (a colour or a picture at `path`). */
export const bind = (path: string, name: string) => ({ path, name });
