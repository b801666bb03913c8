import { startRootConfig } from './app/root-config';

void startRootConfig();
