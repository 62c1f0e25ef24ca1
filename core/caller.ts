/** Who is asking: every resource belongs to exactly one tenant, and nobody sees another tenant's resources. */
export interface Caller {
  tenant: string;
}
