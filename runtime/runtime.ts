import type { Router } from 'express';
import type { ApiDeps } from '../api/deps.js';
import type { RunningController } from '../controller/assets/asset-controller.js';

/** A composed service: what the HTTP app needs, the extra routes of its mode, and how to stop it cleanly. */
export interface Runtime {
  deps: ApiDeps;
  routers: Router[];
  controllers?: RunningController;
  /** A key generated on first start (embedded mode), to be shown once. */
  createdKey?: string;
  stop(): Promise<void>;
}
