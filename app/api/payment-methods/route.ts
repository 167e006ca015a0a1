import { withPaymentLogo } from '@/components/trainings/paymentLogo';
import { getPaymentMethods } from '@/lib/cms';
import { DEFAULT_EDITION, isEdition } from '@/lib/editions';
import { EDITION_PARAM } from '@/components/trainings/paymentListTexts';

/**
 * GET /api/payment-methods[?edition=en]: the CMS's payment methods for the training tabs, so the browser never calls the CMS.
 * `{data: PaymentMethodView[]}` (logos with optimised image attributes), or 503 `{error}` when the CMS cannot be read.
 */
export async function GET(request: Request) {
  const asked = new URL(request.url).searchParams.get(EDITION_PARAM) ?? '';
  const result = await getPaymentMethods(isEdition(asked) ? asked : DEFAULT_EDITION);
  if (!result.ok) {
    return Response.json({ error: result.error }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    { data: result.data.map(withPaymentLogo) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } },
  );
}
