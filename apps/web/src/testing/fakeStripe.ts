import { PaymentSheetEventsEnum, type PaymentSheetResultInterface } from '@capacitor-community/stripe';
import type { PaymentSheetSetup } from '@tolk/contract';
import { vi } from 'vitest';

type Listener = (data: unknown) => void;

/**
 * The Stripe plugin (@capacitor-community/stripe) faked at its JS boundary, answering with the
 * shapes of its type definitions. `sheetEnds(result)` sets how the next presented sheet ends; as
 * the native plugin does, presenting it first tells the listeners of that result's event, then
 * resolves. `emit` plays an event arriving on its own (a result delivered to a restarted page).
 * Tests mock '@capacitor-community/stripe' with `mockedStripeModule`.
 */
export const fakeStripe = {
  initialize: vi.fn<(options: { publishableKey: string }) => Promise<void>>(),
  createPaymentSheet: vi.fn<(options: Record<string, unknown>) => Promise<void>>(),
  presentPaymentSheet: vi.fn<() => Promise<{ paymentResult: PaymentSheetResultInterface }>>(),
  addListener: vi.fn<(event: string, listener: Listener) => Promise<{ remove: () => Promise<void> }>>(),
  handleURLCallback: vi.fn<(options: { url: string }) => Promise<void>>(),
  listeners: new Map<string, Listener[]>(),
  emit(event: PaymentSheetEventsEnum, data: unknown = {}): void {
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  },
  sheetEnds(result: PaymentSheetResultInterface): void {
    this.presentPaymentSheet.mockImplementationOnce(async () => {
      this.emit(result, result === PaymentSheetEventsEnum.Failed ? { error: 'Your card was declined.' } : {});
      return { paymentResult: result };
    });
  },
};

export function resetFakeStripe(): void {
  for (const method of [
    fakeStripe.initialize,
    fakeStripe.createPaymentSheet,
    fakeStripe.presentPaymentSheet,
    fakeStripe.addListener,
    fakeStripe.handleURLCallback,
  ])
    method.mockReset();
  fakeStripe.listeners.clear();
  fakeStripe.initialize.mockResolvedValue(undefined);
  fakeStripe.createPaymentSheet.mockResolvedValue(undefined);
  fakeStripe.handleURLCallback.mockResolvedValue(undefined);
  fakeStripe.addListener.mockImplementation(async (event, listener) => {
    fakeStripe.listeners.set(event, [...(fakeStripe.listeners.get(event) ?? []), listener]);
    return {
      remove: async () => {
        fakeStripe.listeners.set(
          event,
          (fakeStripe.listeners.get(event) ?? []).filter((l) => l !== listener),
        );
      },
    };
  });
}

/** For `vi.mock('@capacitor-community/stripe', () => mockedStripeModule())`: the plugin faked. */
export async function mockedStripeModule() {
  const actual = await vi.importActual<typeof import('@capacitor-community/stripe')>(
    '@capacitor-community/stripe',
  );
  return { ...actual, Stripe: fakeStripe };
}

/** What the server's createPaymentSheet answers. */
export const SHEET_SETUP: PaymentSheetSetup = {
  paymentIntentClientSecret: 'pi_3Tolk_secret_abc',
  customerId: 'cus_tolk1',
  ephemeralKeySecret: 'ek_test_tolk1',
  publishableKey: 'pk_test_tolk',
};
