// A provider that passes every request on and remembers the segments it was sent, so tests can
// show what never reached the provider.
import type { Provider } from '../../src/types.ts';

export function recording(provider: Provider): { provider: Provider; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    provider: {
      ...provider,
      translate: async (request) => {
        sent.push(...request.segments);
        return provider.translate(request);
      },
    },
  };
}
