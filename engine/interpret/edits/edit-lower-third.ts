import type { TextLayer } from '../../../model/scene-document.js';
import { SCENE_REF, type Editor } from './edit-target.js';

/*
 * A lower third given new words: "please make the lower third in scene 2 say Sam Patel, Logistics Analyst", "change
 * the name tag to 'Dr Nia Obi – Clinical Lead'". The name and the role are set apart as when it was first read (a
 * comma, a dash, a bar), and each goes to its own line of the lower third.
 */

const LOWER_THIRD_WORDS = String.raw`(?:lower[- ]third|name\s*(?:tag|strap|strip|plate|card|bar|banner|super)|chyron)`;
export const LOWER_THIRD_EDIT = new RegExp(
  String.raw`\b(?:change|set|make|update|have|let|edit|fix)\s+(?:the\s+)?${LOWER_THIRD_WORDS}(?:\s+(?:in|on|of)\s+(?<ref>${SCENE_REF}))?\s+(?:(?:to\s+)?(?:say|read|show|be)?\s*:?\s*⟪q(?<q>\d+)⟫|(?:to\s+)?(?:say|read|show)\s*:?\s*(?<plain>\p{Lu}[^⟪\u0001.!?\n;]{2,79})|to\s+(?<named>\p{Lu}[\p{L}'’.-]*\s+\p{Lu}[^⟪\u0001.!?\n;]{1,70}))`,
  'iu',
);
const SPLIT = /\s*(?:,|\||–|—|\s-\s|\s\/\s)\s*/;

/**
 * Unquoted words only after a verb of saying ("… say Sam Patel, Analyst") or as a capitalised name after "to": "make
 * the lower third bigger", "move the name tag to the top" are its look and place, for their own commands.
 */
/** Sets the lower third's name and role; false when no scene has one. */
export function editLowerThird(edit: Editor, said: string, ref: string | undefined): boolean {
  const isName = (l: { type: string; role?: string }) => l.type === 'text' && l.role === 'name';
  const [scene] = edit.scenesWith(isName, ref);
  const name = scene?.layers.find(isName) as TextLayer | undefined;
  if (!scene || !name) return false;
  const [who, ...rest] = said.trim().replace(/^['"“]|['"”]$/g, '').split(SPLIT);
  const role = rest.join(', ').trim();
  const before = scene.layers.find((l) => l.type === 'text' && l.role === 'role') as TextLayer | undefined;
  name.text = who!.trim();
  if (role && before) before.text = role;
  else if (role) scene.layers.splice(scene.layers.indexOf(name) + 1, 0, { ...structuredClone(name), role: 'role', text: role });
  edit.notes.change(`lower third "${name.text}${role ? `, ${role}` : ''}"${edit.where(scene)}`);
  return true;
}
