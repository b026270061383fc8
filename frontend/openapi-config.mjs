// `npm run codegen`: writes the RTK Query client from the committed OpenAPI document.
// The CLI runs from this folder, so every path here is relative to it.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
export default {
  schemaFile: '../openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated/ghostline-api.ts',
  exportName: 'ghostlineApi',
  hooks: true,
  tag: true,
  // The client is written with Prettier's defaults, as it always was: without this file the codegen would
  // take the repo's .prettierrc.json (it looks from the folder above this one) and rewrite every line.
  prettierConfigFile: './codegen.prettierrc.json',
};
