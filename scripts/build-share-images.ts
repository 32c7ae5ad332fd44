// Draws the images a shared link shows (decision 0048) into build/client, after the React Router
// build: the site's own in each language, one per learn guide and per blog post of content/ (with
// its title, in its language), and the brand's mark as a square PNG. Run by `npm run build`.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { learnTitle } from "../core/content/learn-rules";
import { LANGUAGES, type Language } from "../core/i18n/languages";
import "../core/i18n/messages-en";
import "../core/i18n/messages-fr";
import { createTranslator } from "../core/i18n/translate";
import { LOGO_PNG_PATH, SHARE_IMAGE_PATHS } from "../core/shared/share-images";
import { categoryRecords, readPostFrontMatter } from "../db/seed/seed-content";
import { PROJECT_ROOT } from "../db/project-root";
import { createShareImageRenderer } from "./share-image-renderer";

const clientDir = join(PROJECT_ROOT, "build", "client");

interface ArticleImage {
  path: string;
  title: string;
  illustration: string | null | undefined;
  label: string;
}

/** The learn guides and posts of one language's content files, as the pages show them. */
function articleImages(language: Language): ArticleImage[] {
  const t = createTranslator(language);
  const guides = categoryRecords(language).flatMap(({ record }) =>
    "articleSlug" in record && record.articleSlug
      ? [
          {
            path: SHARE_IMAGE_PATHS.learn(record.articleSlug, language),
            title: learnTitle(record.articleTitle ?? null, record.title),
            illustration: record.articleOgImageUrl,
            label: t("learn.title"),
          },
        ]
      : [],
  );
  const posts = readPostFrontMatter(language).map((post) => ({
    path: SHARE_IMAGE_PATHS.blog(post.slug, language),
    title: post.title,
    illustration: post.cover_image_url,
    label: t("nav.blog"),
  }));
  return [...guides, ...posts];
}

/** An illustration of the site (a path under public/), when it is an SVG we have. */
async function readIllustration(path: string | null | undefined): Promise<Buffer | null> {
  if (!path?.endsWith(".svg")) return null;
  const file = join(PROJECT_ROOT, "public", path);
  return existsSync(file) ? readFile(file) : null;
}

async function write(path: string, png: Buffer): Promise<void> {
  const file = join(clientDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
}

if (!existsSync(clientDir)) throw new Error(`${clientDir} does not exist: run the React Router build first`);
const startedAt = Date.now();
const renderer = await createShareImageRenderer(PROJECT_ROOT);
let count = 0;
await write(LOGO_PNG_PATH, await renderer.logo());
for (const language of LANGUAGES) {
  const t = createTranslator(language);
  await write(
    SHARE_IMAGE_PATHS.site(language),
    await renderer.site({ headline: t("site.tagline"), text: t("share.siteText") }),
  );
  count += 1;
  for (const image of articleImages(language)) {
    const png = await renderer.article({
      label: image.label,
      title: image.title,
      footer: t("share.articleFooter"),
      illustration: await readIllustration(image.illustration),
    });
    await write(image.path, png);
    count += 1;
  }
}
console.log(`${count} share images and the logo drawn in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
