import { preloadRemoteFor } from './app/remote-routes';
import { turnZodEvalProbeOff } from './zod-jitless';
// By path, not the kit's index: the entry stays free of the kit's modules.
import { whenLoaded } from '@hostel/ui/when-page-settled';
import { nextTask } from '@hostel/ui/in-separate-tasks';
// The Bengali font's files, for the build to emit (the web server declares them; nothing loads them from here).
import './chrome/bengali-font-files';

// Before any remote loads: see the function.
turnZodEvalProbeOff();

/**
 * The app's code is fetched and run once the served first screen has loaded (its pictures and fonts included): the
 * page is already drawn, so the largest picture gets the network to itself on a slow link, and its paint does not
 * wait behind script the screen does not need to show itself. A page served without a first screen (the dashboards,
 * sign-in) has little to load, so its app starts about as soon as before. A picture that never finishes (a stalled
 * upload read) must not keep the page inert: the app starts after a few seconds whatever is still loading.
 */
const LONGEST_WAIT_MS = 3000;

void whenLoaded(LONGEST_WAIT_MS).then(async () => {
  // Each in a task of its own: the load event may come in the task that ran this script (see inSeparateTasks).
  await nextTask();
  // The configuration written into the page lets the remote for this URL download beside the shell's own chunks.
  if (window.__HOSTEL_CONFIG__) preloadRemoteFor(window.location.pathname, window.__HOSTEL_CONFIG__);
  await nextTask();
  // Async boundary: shared modules are negotiated with the remotes before any of them is used.
  // Named: the JavaScript budget (scripts/budget) counts this chunk group as every page's first load.
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
