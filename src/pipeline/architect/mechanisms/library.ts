import { adoption } from './adoption.js';
import { epidemic } from './epidemic.js';
import { information } from './information.js';
import { generic } from './generic.js';
import type { Mechanism } from './types.js';

/** Every mechanism the builtin Architect knows, in tie-breaking order; `generic` is the fallback. */
export const LIBRARY: Mechanism[] = [epidemic, information, adoption];
export { generic };
