import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { CmsUnavailablePage } from '@/components/ui/CmsUnavailable';
import { getPostBySlug, getPosts } from '@/lib/cms';
import { excerpt, formatDate } from '@/lib/format';

export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const result = await getPosts();
  return result.ok ? result.data.map((post) => ({ slug: post.slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await getPostBySlug(slug);
  if (!result.ok || !result.data) return { title: 'Actualité' };
  const post = result.data;
  return {
    title: post.title,
    description: excerpt(post.content, 155),
    alternates: { canonical: `/actualite/${post.slug}` },
  };
}

// No loading.tsx in this segment: the 404 must be decided before anything streams.
export default async function Page({ params }: Props) {
  const { slug } = await params;
  const result = await getPostBySlug(slug);
  if (!result.ok) {
    return <CmsUnavailablePage title="Actualité" trail={[{ label: 'Actualité', href: '/nos-actualites' }]} retryHref={`/actualite/${slug}`} />;
  }
  const post = result.data;
  if (!post) notFound();
  return (
    <>
      <Breadcrumb title={post.title} trail={[{ label: 'Actualité', href: '/nos-actualites' }, { label: post.title }]} />
      <article className="container-page py-12">
        {post.publishedAt ? (
          <time dateTime={post.publishedAt} className="text-sm text-ink-500">
            {formatDate(post.publishedAt)}
          </time>
        ) : null}
      </article>
    </>
  );
}
