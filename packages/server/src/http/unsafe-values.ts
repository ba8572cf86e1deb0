/**
 * Values a JSON Schema accepts but PostgreSQL (or JSON) cannot hold: non-finite numbers (`1e999` in a
 * body parses to Infinity; `Infinity` in a query coerces to it, and Ajv counts it as an integer), text
 * with U+0000 (refused in text and jsonb) or a lone UTF-16 surrogate (not valid UTF-8), and nesting past
 * any shape the contract has. Found before a handler runs, so the answer is a 400 naming the field.
 */

/** Deeper than any request body of the contract (a few levels). */
export const MAX_NESTING = 32;

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be stored, or undefined. */
function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain a NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

function child(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;
}

/**
 * The first value under `root` that cannot be stored, as one sentence naming the field, or undefined.
 * Walks without recursion, so a hostile depth cannot overflow the stack; Buffers (uploaded files) are skipped.
 *
 * @example unsafeValueMessage('body', { reason: 'a\u0000b' }) // 'body.reason must not contain a NUL character (U+0000)'
 */
export function unsafeValueMessage(root: string, value: unknown): string | undefined {
  const pending: { path: string; value: unknown; depth: number }[] = [{ path: root, value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { path, value: current, depth } = item;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return `${path} must be a finite number`;
    } else if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return `${path} ${problem}`;
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      if (depth >= MAX_NESTING) return `${path} is nested too deeply (more than ${MAX_NESTING} levels)`;
      const entries: [string | number, unknown][] = Array.isArray(current)
        ? current.map((v, i) => [i, v])
        : Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string | number, unknown];
        if (typeof key === 'string') {
          const problem = textProblem(key);
          if (problem) return `${path} has a key that ${problem}`;
        }
        pending.push({ path: child(path, key), value: inner, depth: depth + 1 });
      }
    }
  }
  return undefined;
}
