// The parts of a locale file that i18n.ts imports (rspack/locale-part-loader.ts): a bundle of texts each.
declare module '*.json?omit=home,about,certification,contact,service,transport,legal' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?keys=home' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?keys=about,certification' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?keys=contact' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?keys=service' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?keys=transport' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?keys=legal' {
  const part: Record<string, unknown>;
  export default part;
}
