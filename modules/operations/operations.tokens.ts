export const OPERATIONS_SERVICE = Symbol.for('operations.OperationsService');
