import { Route, Routes } from 'react-router-dom';
import { CheckoutCancelledPage } from '../features/checkout-result/checkout-cancelled-page';
import { CheckoutSucceededPage } from '../features/checkout-result/checkout-succeeded-page';
import { PlansPage } from '../features/plans/plans-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="subscription">
        <Route index element={<PlansPage />} />
        <Route path="success" element={<CheckoutSucceededPage />} />
        <Route path="cancel" element={<CheckoutCancelledPage />} />
      </Route>
    </Routes>
  );
}
