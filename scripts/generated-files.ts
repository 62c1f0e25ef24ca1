import { synthesize } from '../cdk8s/synth.js';
import { openApiDocument } from '../api/v1.js';

export interface GeneratedFile {
  /** Path relative to the repository root. */
  path: string;
  content: string;
}

/** Every generated file of the repository, as it should be on disk: the manifests and the OpenAPI document. */
export function generatedFiles(): GeneratedFile[] {
  const openapi = { 'x-generated-by': '`npm run generate` (scripts/generate.ts) from the route definitions in api/. Do not edit.', ...openApiDocument() };
  return [...synthesize(), { path: 'docs/openapi.json', content: JSON.stringify(openapi, null, 2) + '\n' }].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
}

/** Folders whose files are all generated, so stale ones can be found and removed. */
export const GENERATED_DIRS = ['crds', 'charts/montage/crds', 'deploy'];
