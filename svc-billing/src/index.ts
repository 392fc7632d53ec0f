export { createBillingService, type BillingService } from './create-billing-service';
export { billingConfigSchema, loadBillingConfig, type BillingConfig } from './config';
