export { approvalGuards, approvalKind, GUARDED_OPERATIONS, operationApproval } from './approval.js';
export type { BidType } from './bid-types.js';
export { BID_TYPE_LABELS } from './bid-types.js';
export { canonicalJson } from './canonical-json.js';
export type { HostBehaviours, HostCapabilities } from './capabilities.js';
export { designedParams, offersParameter } from './capabilities.js';
export type { Camelize, CamelKey } from './case.js';
export {
  camelKey,
  setCompiledConversion,
  snakeKey,
  toCamelKeys,
  toSnakeKeys,
  VERBATIM_KEYS,
} from './case.js';
export type { ChainColumnKind, ChainLayout, ChainName, Sha256 } from './chain.js';
export {
  CHAIN_LAYOUTS,
  CHAIN_NAMES,
  chainRowTags,
  encodeChainRow,
  encodeChainValue,
  TAG_BYTES,
  toHex,
} from './chain.js';
export type { SignedCheckpoint } from './chain-checkpoints.js';
export { checkpointMessage, parseCheckpointLines } from './chain-checkpoints.js';
export type {
  ChainLink,
  ChainProblem,
  ChainVerdict,
  ChainVerifyOptions,
  CheckpointClaim,
} from './chain-verifier.js';
export { ChainVerifier, verifyChain } from './chain-verifier.js';
export type { ChatStreamEvent, ChatStreamOptions, ChatStreamStatus } from './chat-stream.js';
export { readChatEvents } from './chat-stream.js';
export type { BackofficeClient, BackofficeClientOptions } from './client.js';
export { createBackofficeClient } from './client.js';
export { decimalsOf, isDecimalMultipleOf } from './decimal.js';
export type { ApiErrorOptions, MappingContext } from './errors.js';
export {
  ApiError,
  ConflictError,
  ConnectionError,
  errorFromResponse,
  ForbiddenError,
  InvalidResponseError,
  isApiError,
  NotFoundError,
  NotOfferedError,
  ServerError,
  SessionExpiredError,
  UnauthorizedError,
  ValidationError,
} from './errors.js';
export type { ServerSentEvent } from './event-stream.js';
export { createEventStreamParser } from './event-stream.js';
export { formatRupees } from './format.js';
export type { QueueAction } from './fund-request-actions.js';
export {
  canTakeQueueAction,
  canTransition,
  QUEUE_ACTIONS,
  queueActionsFrom,
} from './fund-request-actions.js';
export type { InputField } from './generated/operation-inputs.js';
export { ENUMS, OPERATION_INPUTS } from './generated/operation-inputs.js';
export type { OperationApproval, OperationId, OperationMeta } from './generated/operations.js';
export { CONTRACT_VERSION, OPERATIONS } from './generated/operations.js';
export type { FundRequestAction, FundRequestTransition } from './generated/transitions.js';
export { FUND_REQUEST_TRANSITIONS } from './generated/transitions.js';
export type { components, operations, paths } from './generated/v1.js';
export type { LiveChange, LiveEventsOptions, LiveHello, LiveStatus } from './live-events.js';
export { readLiveEvents } from './live-events.js';
export { MESSAGES } from './messages.js';
export type { HttpMethod, OperationMap, OperationRoute } from './operation-map.js';
export {
  isOperationId,
  OperationMapError,
  parseOfferList,
  parseOperationMap,
  SPEC_OPERATIONS,
} from './operation-map.js';
export type {
  AreaFunctions,
  CallOptions,
  OperationFunction,
  OperationInput,
  OperationOutput,
  WireInput,
  WireOutput,
} from './operation-types.js';
export type { PannaKind } from './panna.js';
export { ALL_PANNAS, ankOf, isPanna, jodiOf, pannaKind, pannasOfKind } from './panna.js';
export type { MenuLink, PermissionKey } from './permissions.js';
export { firstPermittedPath, MENU_LINKS, PERMISSION_KEYS } from './permissions.js';
export type { KeyValueStorage, SessionStore, StoredSession } from './session.js';
export {
  createLocalStorageSession,
  createMemorySession,
  createStorageSession,
  memoryStorage,
  parseStoredSession,
  SESSION_EXPIRY_KEY,
  SESSION_KEY,
  serializeSession,
} from './session.js';

import type { Camelize } from './case.js';
import type { components } from './generated/v1.js';
/** Every component schema of v1.yaml, camelCased as the SDK returns them: `Schemas['UserRow']`. */
export type Schemas = { [Name in keyof components['schemas']]: Camelize<components['schemas'][Name]> };
