export const PLATFORM_SERVICE = Symbol.for('platform.PlatformService');
