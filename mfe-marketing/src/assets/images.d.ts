// Images are asset modules (rspack.base.ts: `asset/resource`): importing one gives its URL.
declare module '*.avif' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}
