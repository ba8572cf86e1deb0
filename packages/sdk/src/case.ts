/**
 * Key conversion between the wire (snake_case, or kebab-case on the way in) and the SDK's callers
 * (camelCase). The market timing keys OBRT, CBRT, OBT and CBT keep their case both ways. Values that are
 * not plain objects or arrays (Dates, Files, Blobs, FormData, class instances) are left alone.
 */

/** The keys that keep their case on the wire and in the SDK. */
export const VERBATIM_KEYS: ReadonlySet<string> = new Set(['OBRT', 'CBRT', 'OBT', 'CBT']);

type Verbatim = 'OBRT' | 'CBRT' | 'OBT' | 'CBT';

/** Type-level snake_case / kebab-case -> camelCase of one key. */
export type CamelKey<S extends string> = S extends Verbatim
  ? S
  : S extends `_${infer Rest}`
    ? `_${CamelKey<Rest>}`
    : S extends `${infer Head}_${infer Tail}`
      ? `${Head}${Capitalize<CamelKey<Tail>>}`
      : S extends `${infer Head}-${infer Tail}`
        ? `${Head}${Capitalize<CamelKey<Tail>>}`
        : S;

type Leaf = Date | Blob | FormData | ArrayBuffer | Uint8Array | RegExp;

/** Type-level deep camelCase of a wire shape (what the SDK returns). */
export type Camelize<T> = T extends Leaf
  ? T
  : T extends readonly (infer Item)[]
    ? Camelize<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
      : T;

const CACHE_LIMIT = 5000;
const camelCache = new Map<string, string>();
const snakeCache = new Map<string, string>();

function remember(cache: Map<string, string>, key: string, value: string): string {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** One key to camelCase: `address_line_1` -> `addressLine1`, `user-id` -> `userId`, `_x_y` -> `_xY`. */
export function camelKey(key: string): string {
  const hit = camelCache.get(key);
  if (hit !== undefined) return hit;
  if (VERBATIM_KEYS.has(key) || (key.indexOf('_', 1) === -1 && key.indexOf('-') === -1)) {
    return remember(camelCache, key, key);
  }
  let lead = 0;
  while (key.charCodeAt(lead) === 95) lead++;
  let out = key.slice(0, lead);
  let upper = false;
  for (let i = lead; i < key.length; i++) {
    const ch = key[i] as string;
    if (ch === '_' || ch === '-') {
      upper = out.length > lead;
      continue;
    }
    out += upper ? ch.toUpperCase() : ch;
    upper = false;
  }
  return remember(camelCache, key, out);
}

/** One key to snake_case: `addressLine1` -> `address_line_1`, `userId` -> `user_id`. */
export function snakeKey(key: string): string {
  const hit = snakeCache.get(key);
  if (hit !== undefined) return hit;
  if (VERBATIM_KEYS.has(key)) return remember(snakeCache, key, key);
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const ch = key[i] as string;
    const code = key.charCodeAt(i);
    const prev = i > 0 ? key.charCodeAt(i - 1) : 0;
    const prevIsLetter = (prev >= 97 && prev <= 122) || (prev >= 65 && prev <= 90);
    const prevIsDigit = prev >= 48 && prev <= 57;
    if (code >= 65 && code <= 90) {
      if (prevIsLetter || prevIsDigit) out += '_';
      out += ch.toLowerCase();
    } else if (code >= 48 && code <= 57 && prevIsLetter) {
      out += `_${ch}`;
    } else {
      out += ch;
    }
  }
  return remember(snakeCache, key, out);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convert(value: unknown, keyOf: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = convert(value[i], keyOf);
    return out;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  for (const key in value) {
    out[keyOf(key)] = convert(value[key], keyOf);
  }
  return out;
}

/**
 * Deep snake_case/kebab-case -> camelCase of every key, through objects and arrays.
 * @example toCamelKeys({ user_id: 7, OBT: '10:00' }) // { userId: 7, OBT: '10:00' }
 */
export function toCamelKeys<T>(value: T): Camelize<T> {
  return convert(value, camelKey) as Camelize<T>;
}

/**
 * Deep camelCase -> snake_case of every key, through objects and arrays (OBRT, CBRT, OBT, CBT kept).
 * @example toSnakeKeys({ userId: 7, blockPermissions: ['BID'] }) // { user_id: 7, block_permissions: ['BID'] }
 */
export function toSnakeKeys<T>(value: T): unknown {
  return convert(value, snakeKey);
}
