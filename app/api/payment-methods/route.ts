import { withPaymentLogo } from '@/components/trainings/paymentLogo';
import { getPaymentMethods } from '@/lib/cms';

/**
 * GET /api/payment-methods: the CMS's payment methods for the training tabs, so the browser never calls the CMS.
 * `{data: PaymentMethodView[]}` (logos with optimised image attributes), or 503 `{error}` when the CMS cannot be read.
 */
export async function GET() {
  const result = await getPaymentMethods();
  if (!result.ok) {
    return Response.json({ error: result.error }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    { data: result.data.map(withPaymentLogo) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } },
  );
}
