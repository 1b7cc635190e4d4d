import { useBlogPost } from './use-blog-post';

/** Typography for the sanitized post, whose elements carry no classes of their own. */
const articleTypography = [
  'space-y-4 leading-relaxed text-foreground',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:text-base [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:whitespace-pre-wrap [&_pre]:break-words [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:h-auto [&_img]:max-w-full [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic',
].join(' ');

/** The topic's blog post: loading, then the sanitized post or "Blog not found.". */
export function BlogArticle({ slug }: { slug: string }) {
  const post = useBlogPost(slug);
  if (post.status === 'failed') return null;
  return (
    <section aria-labelledby="topic-blog-heading" className="space-y-3" data-testid="topic-blog">
      <h4 id="topic-blog-heading" className="text-lg font-semibold">
        From our blog
      </h4>
      {post.status === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          Loading blog content...
        </p>
      ) : null}
      {post.status === 'not-found' ? (
        <p className="text-muted-foreground">Blog not found.</p>
      ) : null}
      {post.status === 'loaded' ? (
        <div
          className={articleTypography}
          data-testid="blog-content"
          // Sanitized by DOMPurify in loadBlogPost before it reaches state.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      ) : null}
    </section>
  );
}
