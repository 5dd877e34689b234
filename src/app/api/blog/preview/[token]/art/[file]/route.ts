import { artAnswer, drawnArt } from '@/features/blog/art/art-files';
import { articlePreview } from '@/features/blog/server/previews';
import { getDatabase } from '@/server/db/connection';

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/blog/preview/[token]/art/[file]'>,
) {
  const { token, file } = await params;
  const preview = await articlePreview((await getDatabase()).db, token, new Date());
  return artAnswer(request, preview && drawnArt(preview.article, file));
}
