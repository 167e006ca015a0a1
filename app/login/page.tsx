import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/layout/Breadcrumb';

export const metadata: Metadata = {
  title: 'Espace client',
  description: "L'espace client en ligne d'ADIVE ouvrira prochainement.",
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
};

// There is no account system: an honest page rather than a fake login form.
export default function Page() {
  return (
    <>
      <Breadcrumb title="Espace client" trail="Espace client" />
      <section className="container-page py-12 md:py-16">
        <div className="max-w-2xl rounded-3xl border border-ink-100 bg-ink-50 p-6 md:p-10">
          <h2 className="text-2xl font-bold">L&apos;espace client en ligne n&apos;est pas encore ouvert</h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">
            Bientôt, vous pourrez y suivre vos candidatures, vos formations et vos commandes. En attendant, notre équipe
            s&apos;occupe de tout avec vous directement.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/services/mise-en-relation" className="btn btn-primary">
              Services CV et emploi
            </Link>
            <Link href="/contact" className="btn btn-outline">
              Nous contacter
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
