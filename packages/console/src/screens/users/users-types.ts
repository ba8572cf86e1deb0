import type { OperationOutput } from '@backoffice/sdk';

export const STAGES = ['REGISTERED', 'UNREGISTERED', 'UNVERIFIED', 'BLOCKED', 'BANNED'] as const;
export type UserStage = (typeof STAGES)[number];

export type UserList = OperationOutput<'users.list'>;
export type UserRow = UserList['rows'][number];
export type UserDetails = OperationOutput<'users.details'>;
export type UserMarkets = OperationOutput<'users.getMarkets'>;
export type UserPermissions = OperationOutput<'users.getPermissions'>;

export const ORDER_KEYS = ['created_at', 'full_name', 'balance', 'last_login_at'] as const;
export type UserOrderKey = (typeof ORDER_KEYS)[number];

export interface UsersQuery {
  stage: UserStage;
  page: number;
  perPage: number;
  search: string;
  orderBy: UserOrderKey;
  order: 'asc' | 'desc';
}

export const DEFAULT_QUERY: UsersQuery = {
  stage: 'REGISTERED',
  page: 1,
  perPage: 10,
  search: '',
  orderBy: 'created_at',
  order: 'desc',
};

export function isBlockedStage(stage: string): boolean {
  return stage === 'BLOCKED' || stage === 'BANNED';
}

export function stageLabel(stage: UserStage): string {
  return stage.charAt(0) + stage.slice(1).toLowerCase();
}
