/**
 * The shapes the wrappers around cognito-local's router share: a target (one API action, as its
 * router hands it over), and a stored user as its data store keeps it.
 */
export type Target = (ctx: unknown, req: Record<string, any>) => Promise<unknown>;

export interface Attribute {
  Name: string;
  Value?: string;
}

export interface LocalUser {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Attributes?: Attribute[];
  UserLastModifiedDate?: Date;
  RefreshTokens?: string[];
}
