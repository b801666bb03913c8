/**
 * The shell's own pages (each remote declares its own in its routes module): its routes draw them, and the front
 * ends' server draws their first screen. Any other path that no remote owns is the error page.
 */
export const SHELL_PAGES = { home: '/', login: '/login', registration: '/registration', join: '/join' } as const;
