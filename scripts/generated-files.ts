import { synthesize } from '../cdk8s/synth.js';

export interface GeneratedFile {
  /** Path relative to the repository root. */
  path: string;
  content: string;
}

/** Every generated file of the repository, as it should be on disk. */
export function generatedFiles(): GeneratedFile[] {
  return synthesize().sort((a, b) => a.path.localeCompare(b.path));
}

/** Folders whose files are all generated, so stale ones can be found and removed. */
export const GENERATED_DIRS = ['crds', 'charts/montage/crds'];
