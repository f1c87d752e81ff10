import { abatement } from './abatement.js';
import { adoption } from './adoption.js';
import { arrangements } from './arrangements.js';
import { attrition } from './attrition.js';
import { bankRun } from './bank-run.js';
import { churn } from './churn.js';
import { closures } from './closures.js';
import { commons } from './commons.js';
import { consumption } from './consumption.js';
import { crime } from './crime.js';
import { epidemic } from './epidemic.js';
import { generic } from './generic.js';
import { health } from './health.js';
import { housing } from './housing.js';
import { information } from './information.js';
import { investors } from './investors.js';
import { labour } from './labour.js';
import { opinion } from './opinion.js';
import { participation } from './participation.js';
import { recycling } from './recycling.js';
import { roadSafety } from './road-safety.js';
import { waitingList } from './waiting-list.js';
import { tourism } from './tourism.js';
import { transport } from './transport.js';
import { singleUse } from './single-use.js';
import { turnout } from './turnout.js';
import { vaccination } from './vaccination.js';
import type { Mechanism } from './types.js';

/**
 * Every mechanism the builtin Architect knows. The order breaks ties between equal scores:
 * the more specific mechanism first. `generic` is the fallback for a behaviour none covers.
 */
export const LIBRARY: Mechanism[] = [
  bankRun,
  closures,
  singleUse,
  recycling,
  tourism,
  crime,
  roadSafety,
  waitingList,
  commons,
  abatement,
  epidemic,
  vaccination,
  information,
  health,
  arrangements,
  attrition,
  churn,
  turnout,
  opinion,
  housing,
  labour,
  transport,
  participation,
  investors,
  consumption,
  adoption,
];
export { generic };
