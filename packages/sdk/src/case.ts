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

/** The converted keys of recently seen object shapes (rows of one list share one shape). */
interface Shape {
  source: string[];
  target: string[];
}
const SHAPE_LIMIT = 64;
const camelShapes: Shape[] = [];
const snakeShapes: Shape[] = [];

function targetKeys(keys: string[], shapes: Shape[], keyOf: (key: string) => string): string[] {
  const length = keys.length;
  search: for (let s = 0; s < shapes.length; s++) {
    const shape = shapes[s] as Shape;
    const source = shape.source;
    if (source.length !== length) continue;
    for (let i = 0; i < length; i++) if (source[i] !== keys[i]) continue search;
    return shape.target;
  }
  const target = keys.map(keyOf);
  if (shapes.length >= SHAPE_LIMIT) shapes.pop();
  shapes.unshift({ source: keys, target });
  return target;
}

function convert(value: unknown, keyOf: (key: string) => string, shapes: Shape[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const length = value.length;
    const out = new Array(length);
    for (let i = 0; i < length; i++) {
      const item = value[i];
      out[i] = item !== null && typeof item === 'object' ? convert(item, keyOf, shapes) : item;
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
  const keys = Object.keys(source);
  const target = targetKeys(keys, shapes, keyOf);
  for (let i = 0; i < keys.length; i++) {
    const item = source[keys[i] as string];
    out[target[i] as string] =
      item !== null && typeof item === 'object' ? convert(item, keyOf, shapes) : item;
  }
  return out;
}

/**
 * Deep snake_case/kebab-case -> camelCase of every key, through objects and arrays.
 * @example toCamelKeys({ user_id: 7, OBT: '10:00' }) // { userId: 7, OBT: '10:00' }
 */
export function toCamelKeys<T>(value: T): Camelize<T> {
  return convert(value, camelKey, camelShapes) as Camelize<T>;
}

/**
 * Deep camelCase -> snake_case of every key, through objects and arrays (OBRT, CBRT, OBT, CBT kept).
 * @example toSnakeKeys({ userId: 7, blockPermissions: ['BID'] }) // { user_id: 7, block_permissions: ['BID'] }
 */
export function toSnakeKeys<T>(value: T): unknown {
  return convert(value, snakeKey, snakeShapes);
}
