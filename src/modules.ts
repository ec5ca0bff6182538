import type { AppModule } from './platform/module';
import { platformModule } from '../modules/platform';
import { identityModule } from '../modules/identity';

/** The composition root's list of bounded modules: one line per module. */
export const appModules: AppModule[] = [
  platformModule,
  identityModule,
];
