/**
 * The page's <title> and description. React 19 hoists both into <head>, in the browser and in
 * the prerendered HTML alike (see src/client/prerender/template.ts).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      {/* One string child: React warns when <title> gets several. */}
      <title>{`${title} | Relève`}</title>
      <meta name="description" content={description} />
    </>
  )
}
