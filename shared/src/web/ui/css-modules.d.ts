// CSS Modules: rspack (css/auto) and vite turn `*.module.css` into a map of class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Global stylesheets are imported for their side effect only (theme.css).
declare module '*.css' {}
