import { mountStandalone } from '@hostel/ui';
import { App } from './app/app';

mountStandalone(App);
