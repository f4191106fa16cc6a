// The contract's schemas the app checks answers and live events with. Imported only dynamically,
// beside the request or the event stream, so zod never delays the first screen (issue 13).
export { healthSchema } from '@tolk/contract';
