// The parts of a locale file rspack/locale-part-loader.ts cuts (config/i18n.ts): a bundle of texts.
declare module '*.json?omit=follow' {
  const bundle: Record<string, unknown>;
  export default bundle;
}
declare module '*.json?keys=follow' {
  const bundle: Record<string, unknown>;
  export default bundle;
}
