import { PURCHASES_ERROR_CODE } from '@revenuecat/purchases-capacitor';
import { i18n } from '../../app/i18n/translator';

/**
 * The purchase SDK's numbered error codes (SPEC.md §8: 0 to 35, plus 42 of RevenueCat's test
 * store) → the UI string explaining each. Typed over the SDK's own enum, so a code the SDK adds
 * fails the type check here instead of falling silently to the generic message. Codes outside
 * the enum (27 is unused; newer SDKs send 36+) get the generic one.
 */
const MESSAGE_KEYS: Record<PURCHASES_ERROR_CODE, string> = {
  [PURCHASES_ERROR_CODE.UNKNOWN_ERROR]: 'purchases.errors.unknown',
  [PURCHASES_ERROR_CODE.PURCHASE_CANCELLED_ERROR]: 'purchases.errors.cancelled',
  [PURCHASES_ERROR_CODE.STORE_PROBLEM_ERROR]: 'purchases.errors.storeProblem',
  [PURCHASES_ERROR_CODE.PURCHASE_NOT_ALLOWED_ERROR]: 'purchases.errors.notAllowed',
  [PURCHASES_ERROR_CODE.PURCHASE_INVALID_ERROR]: 'purchases.errors.invalidPurchase',
  [PURCHASES_ERROR_CODE.PRODUCT_NOT_AVAILABLE_FOR_PURCHASE_ERROR]: 'purchases.errors.productUnavailable',
  [PURCHASES_ERROR_CODE.PRODUCT_ALREADY_PURCHASED_ERROR]: 'purchases.errors.alreadyPurchased',
  [PURCHASES_ERROR_CODE.RECEIPT_ALREADY_IN_USE_ERROR]: 'purchases.errors.receiptInUse',
  [PURCHASES_ERROR_CODE.INVALID_RECEIPT_ERROR]: 'purchases.errors.invalidReceipt',
  [PURCHASES_ERROR_CODE.MISSING_RECEIPT_FILE_ERROR]: 'purchases.errors.missingReceipt',
  [PURCHASES_ERROR_CODE.NETWORK_ERROR]: 'purchases.errors.network',
  [PURCHASES_ERROR_CODE.INVALID_CREDENTIALS_ERROR]: 'purchases.errors.configuration',
  [PURCHASES_ERROR_CODE.UNEXPECTED_BACKEND_RESPONSE_ERROR]: 'purchases.errors.server',
  [PURCHASES_ERROR_CODE.RECEIPT_IN_USE_BY_OTHER_SUBSCRIBER_ERROR]: 'purchases.errors.receiptInUse',
  [PURCHASES_ERROR_CODE.INVALID_APP_USER_ID_ERROR]: 'purchases.errors.invalidUser',
  [PURCHASES_ERROR_CODE.OPERATION_ALREADY_IN_PROGRESS_ERROR]: 'purchases.errors.inProgress',
  [PURCHASES_ERROR_CODE.UNKNOWN_BACKEND_ERROR]: 'purchases.errors.server',
  [PURCHASES_ERROR_CODE.INVALID_APPLE_SUBSCRIPTION_KEY_ERROR]: 'purchases.errors.configuration',
  [PURCHASES_ERROR_CODE.INELIGIBLE_ERROR]: 'purchases.errors.ineligible',
  [PURCHASES_ERROR_CODE.INSUFFICIENT_PERMISSIONS_ERROR]: 'purchases.errors.permissions',
  [PURCHASES_ERROR_CODE.PAYMENT_PENDING_ERROR]: 'purchases.errors.paymentPending',
  [PURCHASES_ERROR_CODE.INVALID_SUBSCRIBER_ATTRIBUTES_ERROR]: 'purchases.errors.attributes',
  [PURCHASES_ERROR_CODE.LOG_OUT_ANONYMOUS_USER_ERROR]: 'purchases.errors.alreadySignedOut',
  [PURCHASES_ERROR_CODE.CONFIGURATION_ERROR]: 'purchases.errors.configuration',
  [PURCHASES_ERROR_CODE.UNSUPPORTED_ERROR]: 'purchases.errors.unsupported',
  [PURCHASES_ERROR_CODE.EMPTY_SUBSCRIBER_ATTRIBUTES_ERROR]: 'purchases.errors.attributes',
  [PURCHASES_ERROR_CODE.PRODUCT_DISCOUNT_MISSING_IDENTIFIER_ERROR]: 'purchases.errors.offer',
  [PURCHASES_ERROR_CODE.PRODUCT_DISCOUNT_MISSING_SUBSCRIPTION_GROUP_IDENTIFIER_ERROR]:
    'purchases.errors.offer',
  [PURCHASES_ERROR_CODE.CUSTOMER_INFO_ERROR]: 'purchases.errors.customerInfo',
  [PURCHASES_ERROR_CODE.SYSTEM_INFO_ERROR]: 'purchases.errors.systemInfo',
  [PURCHASES_ERROR_CODE.BEGIN_REFUND_REQUEST_ERROR]: 'purchases.errors.refund',
  [PURCHASES_ERROR_CODE.PRODUCT_REQUEST_TIMED_OUT_ERROR]: 'purchases.errors.timeout',
  [PURCHASES_ERROR_CODE.API_ENDPOINT_BLOCKED]: 'purchases.errors.blocked',
  [PURCHASES_ERROR_CODE.INVALID_PROMOTIONAL_OFFER_ERROR]: 'purchases.errors.offer',
  [PURCHASES_ERROR_CODE.OFFLINE_CONNECTION_ERROR]: 'purchases.errors.offline',
  [PURCHASES_ERROR_CODE.TEST_STORE_SIMULATED_PURCHASE_ERROR]: 'purchases.errors.testStore',
};

const GENERIC_KEY = 'purchases.errors.unknown';

/**
 * An error of this module, its message already in the user's language. `code` is the SDK's error
 * code when the SDK failed, null when the module itself refused (no package, no store).
 */
export class PurchaseError extends Error {
  readonly code: string | null;

  constructor(message: string, code: string | null = null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PurchaseError';
    this.code = code;
  }
}

/** The SDK's code of a rejection (a digit string; the bridge may hand a number), else null. */
export function purchaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = String(error.code);
  return /^\d+$/.test(code) ? code : null;
}

/** The user cancelled the store's sheet: not an error to show (SPEC.md §8). */
export function isPurchaseCancelled(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'userCancelled' in error && error.userCancelled === true)
    return true;
  return purchaseErrorCode(error) === PURCHASES_ERROR_CODE.PURCHASE_CANCELLED_ERROR;
}

function isKnownCode(code: string): code is PURCHASES_ERROR_CODE {
  return Object.hasOwn(MESSAGE_KEYS, code);
}

/**
 * A clear message, in the UI language, for anything a purchase call threw: the module's own
 * errors keep their message, the SDK's are explained by code, anything else is the generic one.
 */
export function purchaseErrorMessage(error: unknown): string {
  if (error instanceof PurchaseError) return error.message;
  const code = purchaseErrorCode(error);
  return i18n.t(code !== null && isKnownCode(code) ? MESSAGE_KEYS[code] : GENERIC_KEY);
}

/** Turns an SDK rejection into a PurchaseError the caller can show as it is. */
export function toPurchaseError(error: unknown): PurchaseError {
  if (error instanceof PurchaseError) return error;
  return new PurchaseError(purchaseErrorMessage(error), purchaseErrorCode(error), { cause: error });
}

/** A refusal of this module itself, e.g. 'purchases.packageNotFound'. */
export function purchaseRefusal(key: string): PurchaseError {
  return new PurchaseError(i18n.t(key));
}
