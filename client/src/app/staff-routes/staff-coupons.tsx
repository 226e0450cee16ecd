import { CouponPage } from '@/features/staff/components/coupon-page.tsx';

export default function StaffCouponsPage() {
  return <CouponPage />;
}
