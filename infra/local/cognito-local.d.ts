// cognito-local ships no types for its internals; we only wire them together.
declare module 'cognito-local/lib/services/index.js';
declare module 'cognito-local/lib/services/cognitoService.js';
declare module 'cognito-local/lib/services/crypto.js';
declare module 'cognito-local/lib/services/dataStore/stormDb.js';
declare module 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
declare module 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
declare module 'cognito-local/lib/services/otp.js';
declare module 'cognito-local/lib/services/tokenGenerator.js';
declare module 'cognito-local/lib/services/userPoolService.js';
declare module 'cognito-local/lib/server/config.js';
declare module 'cognito-local/lib/server/Router.js';
declare module 'cognito-local/lib/errors.js';
declare module 'cognito-local/lib/server/server.js';
declare module 'aws-sdk';
declare module 's3rver';
// s3rver's file store, whose put the local runtime replaces (s3-durable-put.ts).
declare module 's3rver/lib/stores/filesystem.js';
declare module 'aws-ses-v2-local';
