/** Shown when the user has no photo (or it fails to load); inline so it needs no request. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e7e5e4"/><circle cx="32" cy="25" r="12" fill="#a8a29e"/><path d="M10 58c3-13 12-19 22-19s19 6 22 19" fill="#a8a29e"/></svg>',
  );
