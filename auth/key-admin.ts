/**
 * Managing API keys (the `montage keys` command): a new key is shown once; only its hash is stored. A key is known by
 * its tenant and its name together, so every tenant may have a key named `first`.
 */
export interface KeyInfo {
  name: string;
  tenant: string;
  createdAt?: string;
}

export interface KeyAdmin {
  /** Stores the hash of a new key and returns the key itself, which cannot be recovered later. */
  create(tenant: string, name?: string): Promise<{ key: string; info: KeyInfo }>;
  list(): Promise<KeyInfo[]>;
  /**
   * Revokes the key `name` of `tenant`; without a tenant, the one key of that name, whatever its tenant (throws
   * AmbiguousKeyNameError when several tenants have one). Returns the revoked key, or undefined when none matched.
   */
  revoke(name: string, tenant?: string): Promise<KeyInfo | undefined>;
}

export const KEY_NAME = /^[a-z0-9]([-a-z0-9.]{0,61}[a-z0-9])?$/;

export function checkKeyName(name: string): void {
  if (!KEY_NAME.test(name)) throw new Error('key names are 1-63 lowercase letters, digits, "-" or "." (they are Secret keys in a cluster)');
}

export class AmbiguousKeyNameError extends Error {
  constructor(name: string, tenants: readonly string[]) {
    super(`${tenants.length} keys are named ${name} (tenants ${tenants.join(', ')}): say which with --tenant <tenant>`);
    this.name = 'AmbiguousKeyNameError';
  }
}

/** The one key `revoke` means, by the rule of KeyAdmin.revoke. */
export function pickKeyToRevoke<T extends KeyInfo>(keys: readonly T[], name: string, tenant?: string): T | undefined {
  const named = keys.filter((k) => k.name === name && (tenant === undefined || k.tenant === tenant));
  if (named.length > 1) throw new AmbiguousKeyNameError(name, [...new Set(named.map((k) => k.tenant))].sort());
  return named[0];
}
