/** Once a minute: autopurchases past their end are ended, and cards whose best autopurchase crosses an ask matched. */
export const AUTOPURCHASES_SWEEP_QUEUE = 'autopurchases.sweep';
