import { remoteLifecycles } from '@hostel/ui';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, 'Meals');
