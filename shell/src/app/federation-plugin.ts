import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@hostel/ui/in-separate-tasks';

/**
 * The shell's federation runtime plugin.
 * - A remote whose manifest or entry cannot be fetched resolves to `null` instead of an unhandled rejection; the root
 *   config turns that into the contained "unavailable" area of that one remote.
 * - Each shared library is negotiated and loaded in a task of its own. The runtime's steps for one library (its hooks,
 *   the version match, the chunk's script) are promise continuations, so all of the start's libraries ran in one
 *   microtask checkpoint: one long task on a slow phone before anything could answer a tap.
 */
export default function shellFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hostel-shell-federation',
    errorLoadRemote({ id, error }) {
      console.warn(`[shell] remote ${id} failed to load`, error);
      return null;
    },
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
