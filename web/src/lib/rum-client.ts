/**
 * The parts of the slim CloudWatch RUM client the app uses, imported by name so the bundle
 * leaves out the rest of the package (session replay with rrweb, DOM events, XHR): lib/rum.ts
 * imports this module lazily, on RUM stages only.
 */
export {
  AwsRum,
  FetchPlugin,
  JsErrorPlugin,
  NavigationPlugin,
  ResourcePlugin,
  WebVitalsPlugin,
} from '@aws-rum/web-slim';
