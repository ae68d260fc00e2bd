// An app's mf-manifest.json as the server reads it: what the federation plugin
// writes, plus the extras the build adds (rspack/manifest-extras.ts) for the
// server's pages (docs/decisions/013-server-rendering.md, 014 for styles, 015 for
// preloads). The one type of that
// contract, for the build, the API's readers and the API's test fakes. Types
// only (a declaration file): no app loads it, so it is no shared module either.

/** The files of an exposed or shared module, as the federation plugin lists them. */
export interface ManifestAssets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async?: string[] };
}

/** A container file: its name, and the folder it is in relative to the manifest. */
export interface ManifestEntry {
  name?: string;
  path?: string;
  type?: string;
}

export interface ManifestMetaData {
  remoteEntry?: ManifestEntry;
  /** A remote's container for Node (written by the build: the plugin leaves it empty). */
  ssrRemoteEntry?: ManifestEntry;
  /** A remote's: the file of its published pages beside the manifest (rspack/published-pages.ts, federation/pages.ts). */
  pages?: string;
  /** The host's: the stylesheets its index.html links besides its entry's (written by the build). */
  bootStyles?: string[];
  /** The host's: the scripts its entry loads at once, its bootstrap chunk and the shared modules it consumes (written by the build). */
  bootScripts?: string[];
}

/** An exposed module (`./routes`); the build adds `requires`, `uses` and `styles`. */
export interface ManifestExpose {
  /** `routes` for `./routes`. */
  name: string;
  path: string;
  assets: ManifestAssets;
  /** The shared modules the exposed module's own chunks consume before it runs. */
  requires?: string[];
  /** The shared modules it or its lazy parts consume. */
  uses?: string[];
  /** Its and its lazy parts' stylesheets. */
  styles?: string[];
}

/** A shared module; in the host's manifest the build adds `chunks` and `styles`. */
export interface ManifestShared {
  name: string;
  assets: ManifestAssets;
  /** The files the host's factory for that module loads (`assets.js.sync` lists other modules' too). */
  chunks?: string[];
  /** The stylesheets it and the shared modules it consumes bring. */
  styles?: string[];
}

/** mf-manifest.json. A manifest from an older build, or another origin's, may lack any extra. */
export interface FederationManifest {
  /** The app's federation name. */
  id?: string;
  metaData?: ManifestMetaData;
  exposes?: ManifestExpose[];
  shared?: ManifestShared[];
}
