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

/** One key to camelCase: `address_line_1` -> `addressLine1`, `user-id` -> `userId`; leading and trailing underscores stay. */
export function camelKey(key: string): string {
  const hit = camelCache.get(key);
  if (hit !== undefined) return hit;
  if (VERBATIM_KEYS.has(key) || (key.indexOf('_', 1) === -1 && key.indexOf('-') === -1)) {
    return remember(camelCache, key, key);
  }
  let lead = 0;
  while (key.charCodeAt(lead) === 95) lead++;
  let end = key.length;
  while (end > lead && key.charCodeAt(end - 1) === 95) end--;
  let out = key.slice(0, lead);
  let upper = false;
  for (let i = lead; i < end; i++) {
    const ch = key[i] as string;
    if (ch === '_' || ch === '-') {
      upper = out.length > lead;
      continue;
    }
    out += upper ? ch.toUpperCase() : ch;
    upper = false;
  }
  out += key.slice(end);
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
  /** Builds the converted object with one object literal (fast properties), once the shape repeats. */
  build?: Builder | null;
  hits: number;
}
type Builder = (
  source: Record<string, unknown>,
  nested: (value: unknown) => unknown,
) => Record<string, unknown>;

/** False once code generation was refused (a CSP without 'unsafe-eval') or turned off by the host. */
let compiling = true;

/**
 * Turns the compiled conversion (one `new Function` builder per repeated object shape) off or on.
 * Under a Content-Security-Policy without 'unsafe-eval' the SDK falls back by itself, but the browser
 * reports the first refusal as a violation; a host that knows its CSP turns compiling off up front.
 * @example setCompiledConversion(false) // the console, served with script-src 'self'
 */
export function setCompiledConversion(enabled: boolean): void {
  compiling = enabled;
  for (const shape of [...camelShapes, ...snakeShapes]) delete shape.build;
}

/** Compiles an object-literal builder for a shape; null where code generation is not allowed (strict CSP). */
function compile(shape: Shape): Builder | null {
  if (!compiling) return null;
  const fields = shape.source.map((key, i) => {
    // A computed key, so that "__proto__" stays an own property instead of setting the prototype.
    const name = shape.target[i] === '__proto__' ? '["__proto__"]' : JSON.stringify(shape.target[i]);
    return `${name}: (v = s[${JSON.stringify(key)}]) !== null && typeof v === 'object' ? n(v) : v`;
  });
  try {
    return new Function('s', 'n', `let v; return { ${fields.join(', ')} };`) as Builder;
  } catch {
    // Refused once, refused always: do not ask again for every new shape (each ask is a CSP report).
    compiling = false;
    return null;
  }
}
const SHAPE_LIMIT = 64;
const camelShapes: Shape[] = [];
const snakeShapes: Shape[] = [];

function shapeOf(keys: string[], shapes: Shape[], keyOf: (key: string) => string): Shape {
  const length = keys.length;
  search: for (let s = 0; s < shapes.length; s++) {
    const shape = shapes[s] as Shape;
    const source = shape.source;
    if (source.length !== length) continue;
    for (let i = 0; i < length; i++) if (source[i] !== keys[i]) continue search;
    return shape;
  }
  const target = keys.map(keyOf);
  if (shapes.length >= SHAPE_LIMIT) shapes.pop();
  shapes.unshift({ source: keys, target, hits: 0 });
  return shapes[0] as Shape;
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
  const keys = Object.keys(source);
  const shape = shapeOf(keys, shapes, keyOf);
  if (proto !== null && keys.length > 0 && ++shape.hits > 2) {
    if (shape.build === undefined) shape.build = compile(shape);
    if (shape.build) return shape.build(source, (nested) => convert(nested, keyOf, shapes));
  }
  const target = shape.target;
  const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
  for (let i = 0; i < keys.length; i++) {
    const item = source[keys[i] as string];
    const converted = item !== null && typeof item === 'object' ? convert(item, keyOf, shapes) : item;
    const name = target[i] as string;
    if (name === '__proto__') {
      Object.defineProperty(out, name, {
        value: converted,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      out[name] = converted;
    }
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
