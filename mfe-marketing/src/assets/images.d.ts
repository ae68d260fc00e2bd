// Images are asset modules (rspack/browser-config.ts: `asset/resource`): importing one gives its URL.
declare module '*.avif' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}
