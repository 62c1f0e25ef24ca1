/*
 * Where a prompt refers to assets: the caller's asset URLs (…/api/v1/assets/<id>[/content]) and bare asset ids.
 * Any other URL is a foreign reference: named back to the user, never fetched.
 */
export const ASSET_ID = /\bast_[A-Za-z0-9]{21}\b/g;
// A URL ends where East Asian writing starts, which puts no space after it ("{photo}をゆっくりズームで", "看{photo}。").
export const URL_PATTERN = /\bhttps?:\/\/[^\s"“”'<>\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]+/gi;
const OWN_ASSET_URL = /\/api\/v1\/assets\/(ast_[A-Za-z0-9]{21})(?:\/content)?\/?(?:[?#].*)?$/;

export interface References {
  assetIds: string[];
  foreignUrls: string[];
}

/** Punctuation that ends a sentence or clause is not part of a URL written in prose ("over https://…/content, then"). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** A URL as written in prose, without the sentence's punctuation after it. */
export function trimUrl(match: string): string {
  return match.replace(TRAILING_PUNCTUATION, '');
}

/** The asset id of one of the service's own asset URLs, or undefined for any other URL. */
export function ownAssetId(url: string): string | undefined {
  return OWN_ASSET_URL.exec(url)?.[1];
}

export function findReferences(text: string): References {
  const ids = new Set<string>();
  const foreignUrls: string[] = [];
  for (const match of text.match(URL_PATTERN) ?? []) {
    const url = trimUrl(match);
    const own = ownAssetId(url);
    if (own) ids.add(own);
    else foreignUrls.push(url);
  }
  for (const id of text.replace(URL_PATTERN, ' ').match(ASSET_ID) ?? []) ids.add(id);
  return { assetIds: [...ids], foreignUrls };
}
