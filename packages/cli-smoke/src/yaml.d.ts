/** YAML files are imported as their parsed document (tsup.config.ts and vitest.config.ts parse them at build time). */
declare module '*.yaml' {
  const document: unknown;
  export default document;
}
