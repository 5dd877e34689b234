import { Icon } from '@/components/icons/icon';
import type { BlogArticle } from '@/content/blog';
import { cn } from '@/lib/utils';

export function ArticleMeta({ article, className }: { article: BlogArticle; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <time dateTime={article.date}>{article.dateLabel}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {article.readTime}
      </span>
    </p>
  );
}
