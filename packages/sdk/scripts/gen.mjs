// Generates src/generated/ from openapi/v1.yaml: the schema types (openapi-typescript) and the table of
// operations the client builds its functions from. `--check` fails when the committed files are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { renderInputs } from './gen-inputs.mjs';

const contractUrl = new URL('../openapi/v1.yaml', import.meta.url);
const typesUrl = new URL('../src/generated/v1.ts', import.meta.url);
const tableUrl = new URL('../src/generated/operations.ts', import.meta.url);
const transitionsUrl = new URL('../src/generated/transitions.ts', import.meta.url);
const inputsUrl = new URL('../src/generated/operation-inputs.ts', import.meta.url);
const header = '// Generated from openapi/v1.yaml by scripts/gen.mjs (pnpm gen). Do not edit by hand.\n';

async function renderTypes() {
  const ast = await openapiTS(contractUrl, { alphabetize: false, immutable: false });
  return `${header}/* biome-ignore-all lint: generated */\n${astToString(ast)}`;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolveParam(doc, param) {
  if (!param.$ref) return param;
  const name = param.$ref.split('/').pop();
  return doc.components.parameters[name];
}

/**
 * An operation's x-approval (two-person control) as the table holds it: every kind it can fall under, and
 * how a call chooses one (`by`, `cases`, `otherwise`), when it is guarded at all (`when`) and the amount
 * its policy's threshold reads (`threshold`). A kind that is not an ApprovalAction fails the generation.
 */
function approvalOf(doc, op) {
  const declared = op['x-approval'];
  if (!declared) return undefined;
  const known = doc.components.schemas.ApprovalAction.enum;
  const choice = typeof declared.kind === 'string' ? undefined : declared.kind;
  const kinds = choice
    ? [...new Set([...Object.values(choice.cases), ...(choice.else ? [choice.else] : [])])]
    : [declared.kind];
  for (const kind of kinds) {
    if (!known.includes(kind))
      throw new Error(`${op.operationId}: x-approval kind ${kind} is not an ApprovalAction`);
  }
  return {
    kinds,
    ...(choice
      ? { by: choice.by, cases: choice.cases, ...(choice.else ? { otherwise: choice.else } : {}) }
      : {}),
    ...(declared.when ? { when: declared.when } : {}),
    ...(declared.threshold ? { threshold: declared.threshold } : {}),
  };
}

/**
 * The parameters of a spec operation marked `x-origin: designed`: optional extensions a host serves only
 * when its GET /capabilities lists them. A designed operation's parameters are all its own: none listed,
 * even one marked designed (a shared parameter such as If-Match, designed on spec and designed calls alike).
 */
function designedParamsOf(params, op) {
  if (op['x-origin'] !== 'spec') return undefined;
  const designed = params.filter((p) => p['x-origin'] === 'designed').map((p) => p.name);
  return designed.length > 0 ? designed : undefined;
}

function renderTable() {
  const doc = parse(readFileSync(contractUrl, 'utf8'));
  const rows = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveParam(doc, p));
      const names = (where) => params.filter((p) => p.in === where).map((p) => p.name);
      const content = op.requestBody?.content ?? {};
      const body = content['multipart/form-data'] ? 'multipart' : content['application/json'] ? 'json' : null;
      const ok = op.responses?.['200']?.content ?? {};
      const media = Object.keys(ok)[0] ?? 'application/json';
      const response =
        media === 'application/json'
          ? op.operationId === 'auth.login'
            ? 'whole'
            : 'data'
          : media.startsWith('text/event-stream')
            ? 'stream'
            : media.startsWith('text/')
              ? 'text'
              : 'blob';
      rows.push({
        id: op.operationId,
        method,
        path,
        pathParams: names('path'),
        queryParams: names('query'),
        idempotent: names('header').includes('Idempotency-Key'),
        body,
        response,
        permission: op['x-permission'] ?? [],
        public: Array.isArray(op.security) && op.security.length === 0,
        approval: approvalOf(doc, op),
        designedParams: designedParamsOf(params, op),
        origin: op['x-origin'],
        answers404: Object.hasOwn(op.responses ?? {}, '404'),
      });
    }
  }
  rows.sort((a, b) => a.id.localeCompare(b.id));
  const lines = rows.map((r) => `  '${r.id}': ${JSON.stringify({ ...r, id: undefined })},`);
  return `${header}/* biome-ignore-all lint: generated */
export interface OperationMeta {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  pathParams: readonly string[];
  queryParams: readonly string[];
  idempotent: boolean;
  body: 'json' | 'multipart' | null;
  /** 'data': the envelope's data; 'whole': the body as is (login); text, blob or stream otherwise. */
  response: 'data' | 'whole' | 'text' | 'blob' | 'stream';
  permission: readonly string[];
  public: boolean;
  /** A guarded operation (two-person control): the contract's x-approval. */
  approval?: OperationApproval;
  /** Query parameters marked \`x-origin: designed\` on a spec operation: sent only to a host that lists them. */
  designedParams?: readonly string[];
  /** 'spec': a call the spec names, served by any host; 'designed': ours, a host may not offer it. */
  origin: 'spec' | 'designed';
  /** The contract lists a 404 answer (a record not found); without one, a 404 means the host lacks it. */
  answers404: boolean;
}

/** How a guarded operation falls under an approval policy (v1.yaml's x-approval). */
export interface OperationApproval {
  /** Every ApprovalAction a call of it can fall under. */
  kinds: readonly string[];
  /** The call's field (or else its record's) that chooses the kind, by its value in \`cases\`. */
  by?: string;
  cases?: Readonly<Record<string, string>>;
  /** The kind when \`by\`'s value is in no case. */
  otherwise?: string;
  /** Field values a call must have to be guarded at all. */
  when?: Readonly<Record<string, unknown>>;
  /** The amount (rupees) the policy's threshold is compared with: the call's field, or else its record's or preview's. */
  threshold?: string;
}

export const OPERATIONS = {
${lines.join('\n')}
} as const satisfies Record<string, OperationMeta>;

export type OperationId = keyof typeof OPERATIONS;

/** The contract's info.version. */
export const CONTRACT_VERSION = ${JSON.stringify(String(doc.info.version))};
`;
}

// The fund-request transition table, from TranStatus's x-transitions: one edge per (action, from, to).
function renderTransitions() {
  const doc = parse(readFileSync(contractUrl, 'utf8'));
  const groups = doc.components.schemas.TranStatus['x-transitions'] ?? [];
  const edges = groups.flatMap((g) =>
    g.from.flatMap((from) => g.to.map((to) => ({ action: g.action, from, to }))),
  );
  const actions = [...new Set(groups.map((g) => g.action))];
  const lines = edges.map((e) => `  ${JSON.stringify(e)},`);
  return `${header}/* biome-ignore-all lint: generated */
import type { components } from './v1.js';

export type FundRequestAction = ${actions.map((a) => `'${a}'`).join(' | ')};

export interface FundRequestTransition {
  action: FundRequestAction;
  from: components['schemas']['TranStatus'];
  to: components['schemas']['TranStatus'];
}

export const FUND_REQUEST_TRANSITIONS: readonly FundRequestTransition[] = [
${lines.join('\n')}
];
`;
}

const check = process.argv.includes('--check');
const outputs = [
  [typesUrl, await renderTypes()],
  [tableUrl, renderTable()],
  [transitionsUrl, renderTransitions()],
  [inputsUrl, renderInputs(parse(readFileSync(contractUrl, 'utf8')))],
];
let stale = 0;
for (const [url, text] of outputs) {
  let current = '';
  try {
    current = readFileSync(url, 'utf8');
  } catch {}
  if (current === text) continue;
  if (check) {
    console.error(`stale: ${url.pathname} differs from what openapi/v1.yaml generates; run \`pnpm gen\``);
    stale++;
  } else {
    writeFileSync(url, text);
    console.log(`wrote ${url.pathname}`);
  }
}
if (check && stale) process.exit(1);
if (check) console.log('generated types are fresh');
