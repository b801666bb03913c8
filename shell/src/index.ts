import { preloadRemoteFor } from './app/remote-routes';

// The configuration written into the page lets the remote for this URL start downloading right away.
if (window.__HOSTEL_CONFIG__) preloadRemoteFor(window.location.pathname, window.__HOSTEL_CONFIG__);
// Async boundary: shared modules are negotiated with the remotes before any of them is used.
// Named: the JavaScript budget (scripts/budget) counts this chunk group as every page's first load.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
