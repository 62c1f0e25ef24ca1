// Jest loads global setup files outside its module system (no transform mapping for `./x.js` → `./x.ts`), so this
// ESM shim loads the TypeScript setup through tsx.
import { tsImport } from 'tsx/esm/api';

export default async function setup() {
  const { default: run } = await tsImport('./global-setup.ts', import.meta.url);
  await run();
}
