// See jest-global-setup.mjs.
import { tsImport } from 'tsx/esm/api';

export default async function teardown() {
  const { default: run } = await tsImport('./global-teardown.ts', import.meta.url);
  await run();
}
