/** Managing API keys (the `montage keys` command): a new key is shown once; only its hash is stored. */
export interface KeyInfo {
  name: string;
  tenant: string;
  createdAt?: string;
}

export interface KeyAdmin {
  /** Stores the hash of a new key and returns the key itself, which cannot be recovered later. */
  create(tenant: string, name?: string): Promise<{ key: string; info: KeyInfo }>;
  list(): Promise<KeyInfo[]>;
  /** Returns false when no key has that name. */
  revoke(name: string): Promise<boolean>;
}

export const KEY_NAME = /^[a-z0-9]([-a-z0-9.]{0,61}[a-z0-9])?$/;

export function checkKeyName(name: string): void {
  if (!KEY_NAME.test(name)) throw new Error('key names are 1-63 lowercase letters, digits, "-" or "." (they are Secret keys in a cluster)');
}
