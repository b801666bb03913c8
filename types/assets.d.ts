// Bundled assets resolve to URLs (webpack asset modules); CSS is injected by style-loader.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
