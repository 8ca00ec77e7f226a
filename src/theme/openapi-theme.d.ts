// Types for the openapi theme's components we load (the package ships none).
declare module '@theme/ApiDemoPanel' {
  import type {ComponentType} from 'react';
  const ApiDemoPanel: ComponentType<{item: unknown}>;
  export default ApiDemoPanel;
}
