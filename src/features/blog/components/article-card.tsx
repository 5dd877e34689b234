import { Icon } from '@/components/icons/icon';
import type { BlogArticle } from '@/content/blog';
import { Link } from '@/i18n/navigation';
import { articlePath } from '../seo';
import { ArticleCover } from './article-cover';
import { CategoryBadge } from './category-badge';

export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft hover:shadow-lifted motion-safe:transition-shadow">
      <div className="aspect-[16/9] overflow-hidden bg-[#0b0a14]">
        <ArticleCover
          article={article}
          width={640}
          height={360}
          className="size-full group-hover:scale-[1.03] motion-safe:transition-transform motion-safe:duration-500"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge category={article.category} />
        <h3 className="mt-4 font-display text-xl leading-snug font-semibold text-balance">
          <Link
            href={articlePath(article.slug)}
            className="stretched-link focus-visible:outline-hidden focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm text-muted-foreground">
          <Icon name="clock" className="size-4" />
          {article.readTime}
        </p>
      </div>
    </article>
  );
}
