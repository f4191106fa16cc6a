import { Purchases, type PurchasesPackage } from '@revenuecat/purchases-capacitor';
import { PLANS, STORE_PACKAGE_IDS, type Plan } from '@tolk/contract';
import { purchasesAvailable } from './availability';
import { toPurchaseError } from './errors';
import { readyForPurchases } from './ready';

/** A plan as the store sells it: the price string is the store's, in the user's currency. */
export interface StorePackage {
  plan: Plan;
  /** RevenueCat's package id ($rc_weekly, $rc_monthly, $rc_annual). */
  packageId: string;
  /** The store's product id, e.g. 'tolk_premium_monthly'. */
  productId: string;
  /** Formatted by the store, e.g. '$9.99' or '9,99 €'. */
  priceString: string;
  price: number;
  currencyCode: string;
}

async function currentPackages(): Promise<PurchasesPackage[]> {
  const offerings = await Purchases.getOfferings();
  return offerings.current?.availablePackages ?? [];
}

function packageOf(packages: PurchasesPackage[], plan: Plan): PurchasesPackage | undefined {
  return packages.find((candidate) => candidate.identifier === STORE_PACKAGE_IDS[plan]);
}

/** The current offering's package of a plan, or null when the offering lacks it. */
export async function findPlanPackage(plan: Plan): Promise<PurchasesPackage | null> {
  return packageOf(await currentPackages(), plan) ?? null;
}

/**
 * The plans the current offering sells, in PLANS order, with the store's prices; [] where
 * purchases are not available (the web shows its own prices).
 */
export async function getOfferingPackages(): Promise<StorePackage[]> {
  if (!purchasesAvailable()) return [];
  try {
    await readyForPurchases();
    const packages = await currentPackages();
    return PLANS.flatMap((plan) => {
      const found = packageOf(packages, plan);
      return found ? [storePackage(plan, found)] : [];
    });
  } catch (error) {
    throw toPurchaseError(error);
  }
}

function storePackage(plan: Plan, found: PurchasesPackage): StorePackage {
  const { product } = found;
  return {
    plan,
    packageId: found.identifier,
    productId: product.identifier,
    priceString: product.priceString,
    price: product.price,
    currencyCode: product.currencyCode,
  };
}
